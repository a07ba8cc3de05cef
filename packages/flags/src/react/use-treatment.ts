import { useContext, useMemo, useSyncExternalStore } from 'react';
import { useUnit } from 'effector-react';
// The react entry reaches the core through the package name, so Module Federation hands it the page's shared singleton.
import { getTreatment, $flagsStatus, type FlagsStatus } from '@shop/flags';
import { getPageTreatments, RenderedTreatmentsContext } from './rendered-treatments';

const subscribeNever = () => () => undefined;

/** False on the server and while React hydrates server HTML; true on every render after. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * A flag's treatment, evaluated again when the client becomes ready or flag data changes (each
 * evaluation reaches the analytics tracker). On the server and while hydrating it is the
 * treatment the edge evaluated for the document (control without one), so hydration matches;
 * that one also stays until the browser's client has its own answer (also when it times out), so
 * nothing switches twice.
 */
export function useTreatment(name: string, attributes?: SplitIO.Attributes): string {
  const hydrated = useHydrated();
  const rendered = useContext(RenderedTreatmentsContext) ?? getPageTreatments();
  const status = useUnit($flagsStatus);
  const attributesKey = attributes ? JSON.stringify(attributes) : '';
  return useMemo(
    () => {
      const fromServer = attributes ? undefined : rendered[name];
      if (!hydrated) return fromServer ?? 'control';
      // A client that timed out has no answer of its own; the edge's evaluation stays the best one.
      const answered = status.readiness === 'ready' || status.readiness === 'ready-from-cache';
      if (fromServer !== undefined && !answered) return fromServer;
      return getTreatment(name, attributes);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes are compared by value through attributesKey
    [hydrated, rendered, name, attributesKey, status.readiness, status.updates],
  );
}

/** Readiness of the flag client, for loading states. */
export function useFlagsStatus(): FlagsStatus {
  return useUnit($flagsStatus);
}
