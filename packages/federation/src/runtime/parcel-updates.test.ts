import { describe, expect, it } from 'vitest';
import { createParcelUpdater, type UpdatableParcel } from './parcel-updates';

/** A parcel that, like single-spa's, refuses an update while another one runs. */
function fakeParcel() {
  let status = 'MOUNTED';
  const received: number[] = [];
  const finishers: Array<() => void> = [];
  const parcel: UpdatableParcel<number> = {
    getStatus: () => status,
    update: (props) => {
      if (status !== 'MOUNTED') return Promise.reject(new Error('not mounted'));
      status = 'UPDATING';
      received.push(props);
      return new Promise<void>((resolve) =>
        finishers.push(() => {
          if (status === 'UPDATING') status = 'MOUNTED';
          resolve();
        }),
      );
    },
  };
  const finish = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { parcel, received, finish, unmount: () => void (status = 'NOT_MOUNTED') };
}

describe('props updates of a mounted parcel', () => {
  it('are sent one at a time, and props that changed meanwhile arrive as the newest only', async () => {
    const errors: unknown[] = [];
    const update = createParcelUpdater<number>((error) => errors.push(error));
    const { parcel, received, finish } = fakeParcel();
    update(parcel, 1);
    update(parcel, 2);
    update(parcel, 3);
    expect(received).toEqual([1]);
    await finish();
    expect(received).toEqual([1, 3]);
    await finish();
    update(parcel, 4);
    expect(received).toEqual([1, 3, 4]);
    expect(errors).toEqual([]);
  });

  it('stop when the parcel is unmounted, without an error', async () => {
    const errors: unknown[] = [];
    const update = createParcelUpdater<number>((error) => errors.push(error));
    const { parcel, received, finish, unmount } = fakeParcel();
    update(parcel, 1);
    update(parcel, 2);
    unmount();
    await finish();
    expect(received).toEqual([1]);
    expect(errors).toEqual([]);
  });

  it('report an update the remote refuses', async () => {
    const errors: unknown[] = [];
    const update = createParcelUpdater<number>((error) => errors.push(error));
    update({ getStatus: () => 'MOUNTED', update: () => Promise.reject(new Error('broken')) }, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([new Error('broken')]);
  });
});
