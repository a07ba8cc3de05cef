// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSlotsSettle } from './slots-settled';

/** A slot element as RemoteSlot renders it. */
function slot(state: string, parent: Element = document.body): HTMLElement {
  const element = document.createElement('div');
  element.dataset.remote = 'mf_probe';
  element.dataset.remoteState = state;
  parent.append(element);
  return element;
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('waiting until no slot is in flight', () => {
  it('answers at once when every slot has mounted, failed or waits for the shopper', () => {
    slot('mounted');
    slot('failed');
    slot('waiting');
    const done = vi.fn();
    whenSlotsSettle(document, done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for the server-rendered and loading slots, a block nested in a page included', async () => {
    const page = slot('server');
    const block = slot('server', page);
    const header = slot('loading');
    const done = vi.fn();
    whenSlotsSettle(document, done);
    page.dataset.remoteState = 'mounted';
    header.dataset.remoteState = 'failed';
    await mutationsDelivered();
    expect(done).not.toHaveBeenCalled();
    block.dataset.remoteState = 'mounted';
    await mutationsDelivered();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a page that replaces its slot with one still loading is not settled', async () => {
    const page = slot('server');
    const done = vi.fn();
    whenSlotsSettle(document, done);
    page.replaceWith(document.createElement('div'));
    slot('loading');
    await mutationsDelivered();
    expect(done).not.toHaveBeenCalled();
  });

  it('stops watching when cancelled', async () => {
    const page = slot('server');
    const done = vi.fn();
    const cancel = whenSlotsSettle(document, done);
    cancel();
    page.dataset.remoteState = 'mounted';
    await mutationsDelivered();
    expect(done).not.toHaveBeenCalled();
  });
});
