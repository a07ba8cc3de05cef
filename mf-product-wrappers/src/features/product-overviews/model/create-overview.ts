import { createEffect, createEvent, createStore, sample, type Effect } from 'effector';
import { failureFields, logProducts } from '../../../shared/lib/log';
import { createLoadStatus } from '../../../shared/lib/load-status';

/**
 * The model of one overview container: it loads its tiles once started, shows idle, pending,
 * success or error, logs `overview-container-load-failed` and loads again on retry. Each overview
 * kind calls this once, when its module loads.
 */
export function createOverview<Setup, Payload>(
  name: string,
  load: (setup: Setup) => Promise<Payload>,
) {
  const started = createEvent<Setup>();
  const retried = createEvent();
  const loadFx: Effect<Setup, Payload> = createEffect<Setup, Payload>(load);
  const logFailureFx = createEffect((error: unknown) =>
    logProducts({
      level: 'error',
      event: 'overview-container-load-failed',
      overview: name,
      ...failureFields(error),
    }),
  );
  const $setup = createStore<Setup | null>(null).on(started, (_, setup) => setup);
  const $payload = createStore<Payload | null>(null).on(loadFx.doneData, (_, payload) => payload);
  const $status = createLoadStatus(loadFx);

  sample({
    clock: [started, retried],
    source: { setup: $setup, status: $status },
    filter: ({ setup, status }) => setup !== null && status !== 'pending' && status !== 'success',
    fn: ({ setup }) => setup!,
    target: loadFx,
  });
  sample({ clock: loadFx.failData, target: logFailureFx });

  // What a server render loads ahead (see `StartedScope`), named after the overview.
  const answered = { [name]: loadFx };
  return { started, retried, loadFx, answered, $setup, $payload, $status };
}
