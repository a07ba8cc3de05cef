import { Writable } from 'node:stream';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export class SlotRenderError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'error',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * A slot's HTML, streamed by React DOM's server renderer until every part is ready; a render
 * that throws anywhere, or is not complete within the budget, is refused (the browser renders it).
 */
export function renderSlotHtml(
  component: ComponentType<object>,
  props: object,
  deadline: Promise<void>,
  wrap: (element: ReactElement) => ReactElement = (element) => element,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const fail = (error: SlotRenderError) => {
      if (settled) return;
      settled = true;
      stream.abort(error);
      reject(error);
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        if (!settled) {
          settled = true;
          resolve(Buffer.concat(chunks).toString('utf8'));
        }
        done();
      },
    });
    const stream = renderToPipeableStream(wrap(createElement(component, props)), {
      onAllReady: () => {
        if (!settled) stream.pipe(sink);
      },
      onShellError: (error) =>
        fail(
          new SlotRenderError(String((error as Error)?.message ?? error), 'error', {
            cause: error,
          }),
        ),
      // Also errors React could recover from in the browser: half a slot is not sent.
      onError: (error) =>
        fail(
          new SlotRenderError(String((error as Error)?.message ?? error), 'error', {
            cause: error,
          }),
        ),
    });
    void deadline.then(() =>
      fail(new SlotRenderError('the server render took too long', 'timeout')),
    );
  });
}
