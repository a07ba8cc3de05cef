import { Component, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { loadParcel, defaultLoadTimeoutMs } from '../runtime/load-parcel';
import { RemoteError, reportRemoteError } from '../runtime/errors';
import { installParcelErrorHandler } from '../runtime/error-handler';
import { createParcelUpdater } from '../runtime/parcel-updates';
import { slotKey, useSlotRendering } from './slot-rendering';
import { hydrateWhenNear, type HydrationWait } from './hydrate-when-near';
import type { SlotState } from '../runtime/slots-settled';

export type RemoteSlotProps<P extends object> = {
  remote: string;
  module: string;
  /** Typed props from the remote's contract; updates reach the mounted parcel. */
  parcelProps: P;
  /** Shown while the remote loads. */
  skeleton?: ReactNode;
  /** Shown instead of the remote when it fails to load, times out or throws on mount. */
  fallback: ReactNode;
  timeoutMs?: number;
  className?: string;
  /**
   * A slot the server rendered loads its remote and hydrates only once it comes within a screen
   * of the viewport or the shopper reaches for it; a click on it before then is replayed once it
   * answers. For blocks further down a page, whose code most visits never need at first.
   */
  hydrateWhenNear?: boolean;
};

/**
 * Mounts a remote's parcel into this slot, with a skeleton, a time-out and a fallback. A slot
 * the server rendered shows that HTML at once and the parcel hydrates it.
 */
export function RemoteSlot<P extends object>(props: RemoteSlotProps<P>) {
  return (
    <SlotErrorBoundary remote={props.remote} fallback={props.fallback}>
      <ParcelMount {...props} />
    </SlotErrorBoundary>
  );
}

function ParcelMount<P extends object>({
  remote,
  module,
  parcelProps,
  skeleton,
  fallback,
  timeoutMs = defaultLoadTimeoutMs,
  className,
  hydrateWhenNear: waitForShopper = false,
}: RemoteSlotProps<P>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const latestProps = useRef(parcelProps);
  latestProps.current = parcelProps;
  const rendering = useSlotRendering();
  const key = slotKey(remote, module);
  if (rendering.mode !== 'browser')
    rendering.request?.({ key, remote, module, props: parcelProps });
  const serverHtml = rendering.mode === 'server' ? rendering.html(key) : undefined;
  // The same on every render of this slot, committed or not, and the same as the server's.
  const claimant = useId();
  const [hydrates] = useState(() => rendering.mode === 'browser' && rendering.claim(key, claimant));
  const serverRendered = serverHtml !== undefined || hydrates;
  // Only the first mount finds the server's HTML; a later module in this slot renders afresh.
  const hydrateNext = useRef(hydrates);
  // Hydration must see the props the server rendered with; newer ones follow as an update.
  const serverProps = useRef(parcelProps);
  const slotAnswers = useRef(
    hydrates && rendering.mode === 'browser' ? rendering.answers?.(key) : undefined,
  );
  // Decided at the first render: only the server's HTML waits, and only until it has hydrated.
  const waits = useRef(waitForShopper && serverRendered);
  const [state, setState] = useState<SlotState>(
    waits.current ? 'waiting' : serverRendered ? 'server' : 'loading',
  );

  useEffect(() => {
    installParcelErrorHandler();
    let cancelled = false;
    const wait: HydrationWait | null =
      hydrateNext.current && waits.current ? hydrateWhenNear(hostRef.current!) : null;
    const fail = (error: unknown, kind: 'load' | 'mount') => {
      wait?.finish(false);
      if (cancelled) return;
      performance.mark(`remote-fallback:${remote}`);
      reportRemoteError(
        error instanceof RemoteError
          ? error
          : new RemoteError(kind, remote, String((error as Error)?.message ?? error)),
      );
      setState('failed');
    };
    const load = () => {
      // Marks let real-user monitoring (and the browser tests) see how long a slot took to settle.
      performance.mark(`remote-load-start:${remote}`);
      if (wait) {
        // On the element at once, not at React's next commit: the shell's settled work watches it.
        hostRef.current?.setAttribute('data-remote-state', 'server');
        setState('server');
      }
      return loadParcel(remote, module, timeoutMs);
    };
    const loaded = wait ? wait.near.then(() => (cancelled ? undefined : load())) : load();
    loaded.then(
      (config) => {
        if (cancelled || !config || !hostRef.current) return;
        const parcel = mountRootParcel(config, {
          ...(hydrateNext.current ? serverProps.current : latestProps.current),
          domElement: hostRef.current,
          hydrate: hydrateNext.current,
          slotAnswers: hydrateNext.current ? slotAnswers.current : undefined,
        });
        hydrateNext.current = false;
        parcelRef.current = parcel;
        parcel.mountPromise.then(
          () => {
            if (cancelled) return;
            performance.mark(`remote-mounted:${remote}`);
            setState('mounted');
            wait?.finish(true);
          },
          (error: unknown) => fail(error, 'mount'),
        );
      },
      (error: unknown) => fail(error, 'load'),
    );
    return () => {
      cancelled = true;
      wait?.finish(false);
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, module, timeoutMs]);

  const [sendProps] = useState(() =>
    createParcelUpdater<object>((error) =>
      reportRemoteError(
        new RemoteError(
          'runtime',
          remote,
          `update failed: ${String((error as Error)?.message ?? error)}`,
        ),
      ),
    ),
  );
  useEffect(() => {
    const parcel = parcelRef.current;
    if (state === 'mounted' && parcel)
      sendProps(parcel, { ...parcelProps, domElement: hostRef.current! });
  }, [parcelProps, state, sendProps]);

  // React leaves the server's HTML alone and the parcel's own root hydrates it; a failed load
  // keeps that HTML (links still work) instead of the fallback.
  const serverContent = serverRendered
    ? { dangerouslySetInnerHTML: { __html: serverHtml ?? '' }, suppressHydrationWarning: true }
    : {};
  // The skeleton follows the slot's element: when the parcel fills it, the element keeps its
  // place and only what follows moves (by nothing, when the skeleton had the content's height).
  return (
    <>
      {state === 'failed' && !serverRendered && fallback}
      <div
        ref={hostRef}
        className={className}
        data-remote={remote}
        data-remote-module={module}
        data-remote-state={state}
        hidden={state === 'failed' && !serverRendered}
        {...serverContent}
      />
      {state === 'loading' && skeleton}
    </>
  );
}

class SlotErrorBoundary extends Component<
  { remote: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    reportRemoteError(new RemoteError('mount', this.props.remote, error.message, { cause: error }));
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
