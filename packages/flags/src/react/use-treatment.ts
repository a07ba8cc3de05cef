import { useMemo } from 'react';
import { useUnit } from 'effector-react';
// The react entry reaches the core through the package name, so Module Federation hands it the page's shared singleton.
import { getTreatment, $flagsStatus, type FlagsStatus } from '@shop/flags';

/**
 * A flag's treatment, evaluated again when the client becomes ready or flag data changes (each
 * evaluation reaches the analytics tracker). Before that it is the SDK's control, or off without a client.
 */
export function useTreatment(name: string, attributes?: SplitIO.Attributes): string {
  const status = useUnit($flagsStatus);
  const attributesKey = attributes ? JSON.stringify(attributes) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes are compared by value through attributesKey
  return useMemo(
    () => getTreatment(name, attributes),
    [name, attributesKey, status.readiness, status.updates],
  );
}

/** Readiness of the flag client, for loading states. */
export function useFlagsStatus(): FlagsStatus {
  return useUnit($flagsStatus);
}
