/** URL parameters: `?ff_feature=x&ff_treatment=on` (repeat the pair for more), `ff_disabled=1`, `ff_debug=1`, `ff_reset=1`. */
export const overrideParams = {
  feature: 'ff_feature',
  treatment: 'ff_treatment',
  disabled: 'ff_disabled',
  debug: 'ff_debug',
  reset: 'ff_reset',
} as const;

export const standardTreatments = ['on', 'off', 'control'];
const storageKey = 'shop.flags.overrides';
const namePattern = /^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,249}$/;
const treatmentPattern = /^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,99}$/;

export type Overrides = {
  treatments: Record<string, string>;
  disabled: boolean;
  debug: boolean;
  /** Pairs that were refused or turned into control, for the log. */
  notes: Array<{ feature: string; treatment: string; outcome: 'refused' | 'control' }>;
};

const none = (): Overrides => ({ treatments: {}, disabled: false, debug: false, notes: [] });

/**
 * Reads overrides from a query string. A treatment is kept when it is on, off, control or in
 * `allowed`; any other well-formed treatment (a multi-option one outside the list) becomes
 * control; malformed names are refused.
 */
export function parseOverrides(search: string, allowed: string[] = []): Overrides {
  const params = new URLSearchParams(search);
  const result = none();
  result.disabled = params.get(overrideParams.disabled) === '1';
  result.debug = params.get(overrideParams.debug) === '1';
  const features = params.getAll(overrideParams.feature);
  const treatments = params.getAll(overrideParams.treatment);
  features.forEach((feature, index) => {
    const treatment = treatments[index] ?? '';
    if (!namePattern.test(feature) || !treatmentPattern.test(treatment)) {
      result.notes.push({ feature, treatment, outcome: 'refused' });
      return;
    }
    const accepted = standardTreatments.includes(treatment) || allowed.includes(treatment);
    if (!accepted) result.notes.push({ feature, treatment, outcome: 'control' });
    result.treatments[feature] = accepted ? treatment : 'control';
  });
  return result;
}

const hasOverrideParams = (search: string) =>
  Object.values(overrideParams).some((name) => new URLSearchParams(search).has(name));

/**
 * Overrides for this page: the URL's when it names any `ff_` parameter (kept for the session, so
 * they survive client-side navigation), else the session's; `ff_reset=1` forgets them.
 */
export function loadOverrides(
  search: string,
  allowed: string[],
  storage: Storage | undefined,
): Overrides {
  const params = new URLSearchParams(search);
  if (params.get(overrideParams.reset) === '1') {
    safely(() => storage?.removeItem(storageKey));
    return none();
  }
  if (hasOverrideParams(search)) {
    const overrides = parseOverrides(search, allowed);
    safely(() => storage?.setItem(storageKey, JSON.stringify({ ...overrides, notes: [] })));
    return overrides;
  }
  const stored = safely(() => storage?.getItem(storageKey));
  if (!stored) return none();
  try {
    const value = JSON.parse(stored) as Partial<Overrides>;
    return {
      treatments: value.treatments ?? {},
      disabled: value.disabled === true,
      debug: value.debug === true,
      notes: [],
    };
  } catch {
    return none();
  }
}

// Storage can throw (Safari private mode, blocked cookies); overrides are a convenience, not a must.
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
