/** The part of a single-spa parcel that props updates need. */
export type UpdatableParcel<P> = {
  getStatus(): string;
  update?: (props: P) => Promise<unknown>;
};

/**
 * Sends props to a mounted parcel one update at a time: single-spa refuses an update that starts
 * while another is running, so props that change meanwhile wait and only the newest is sent.
 */
export function createParcelUpdater<P>(onError: (error: unknown) => void) {
  let running = false;
  let waiting: { parcel: UpdatableParcel<P>; props: P } | null = null;

  const next = () => {
    const job = waiting;
    waiting = null;
    // An unmounted or replaced parcel takes no more props; its next mount gets the newest ones.
    if (!job || !job.parcel.update || job.parcel.getStatus() !== 'MOUNTED') {
      running = false;
      return;
    }
    running = true;
    job.parcel.update(job.props).then(next, (error: unknown) => {
      running = false;
      onError(error);
    });
  };

  return (parcel: UpdatableParcel<P>, props: P): void => {
    waiting = { parcel, props };
    if (!running) next();
  };
}
