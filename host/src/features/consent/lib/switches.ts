/** Page switches from the query, kept for the browser session: `tracking=0`, `logging=0`. */
export type PageSwitches = { trackingOff: boolean; loggingOff: boolean };

const storageKey = 'shop.switches';

function stored(): Partial<PageSwitches> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Partial<PageSwitches>;
  } catch {
    return {};
  }
}

/**
 * Tracking is off with `tracking=0` and logging with `logging=0`; `=1` turns them on again. The
 * choice holds for the session, so the next page of the visit keeps it without the parameter.
 */
export function readPageSwitches(search: string): PageSwitches {
  const params = new URLSearchParams(search);
  const earlier = stored();
  const flag = (name: 'tracking' | 'logging', key: keyof PageSwitches) =>
    params.get(name) === '0' ? true : params.get(name) === '1' ? false : (earlier[key] ?? false);
  const switches = {
    trackingOff: flag('tracking', 'trackingOff'),
    loggingOff: flag('logging', 'loggingOff'),
  };
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(switches));
  } catch {
    // Storage may be blocked; the switches then hold for this page only.
  }
  return switches;
}
