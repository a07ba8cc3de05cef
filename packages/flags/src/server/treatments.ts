import { SplitFactory } from '@splitsoftware/splitio';
/** The edge's logger, or any with warn. */
type Log = { warn(entry: object, message: string): void };
import { isCrawler } from '../crawler';
import { parseOverrides } from '../overrides';

/** What the edge needs to evaluate flags as the shopper's browser will. */
export type FlagShopper = {
  key: string;
  channel: string;
  userAgent: string | undefined;
  /** The document's query: `ff_feature`/`ff_treatment` overrides apply here as in the browser. */
  search?: string;
};

// The browser's own attribute (a narrow window) is not known here; the user agent is the nearest guess.
const mobileAgent = /Mobi|Android|iPhone|iPad/i;

/**
 * The flag treatments of a document's shopper, evaluated at the edge with the same flag data and
 * key the browser's SDK uses, so the server renders the variant the shopper will see. It sends no
 * impressions (the browser reports what it shows, with consent); crawlers and a client that is
 * not ready yet get none, and the page renders each flag's default.
 */
export function createFlagTreatments(
  options: { flagsUrl: string; sdkKey: string; readyTimeoutSeconds?: number },
  log: Log,
) {
  const api = new URL('/flags/api', options.flagsUrl).href;
  const factory = SplitFactory({
    core: { authorizationKey: options.sdkKey },
    urls: { sdk: api, events: api, auth: api, telemetry: api },
    streamingEnabled: false,
    sync: { impressionsMode: 'NONE' },
    startup: { readyTimeout: options.readyTimeoutSeconds ?? 5 },
    // Flag data as fresh as the browser's: a change reaches the next documents within seconds.
    scheduler: { featuresRefreshRate: 5, segmentsRefreshRate: 10 },
    debug: false,
  });
  const client = factory.client();
  let ready = false;
  client.on(client.Event.SDK_READY, () => {
    ready = true;
  });
  client.on(client.Event.SDK_READY_TIMED_OUT, () =>
    log.warn(
      { event: 'edge-flags-not-ready' },
      'flag data did not arrive; documents render every flag’s default until it does',
    ),
  );
  return {
    /** Treatment per flag for this shopper; undefined while the data is not there or for a crawler. */
    treatmentsFor({
      key,
      channel,
      userAgent,
      search = '',
    }: FlagShopper): Record<string, string> | undefined {
      const overrides = parseOverrides(search);
      if (!ready || isCrawler(userAgent) || overrides.disabled) return undefined;
      const names = factory.manager().names();
      const evaluated = client.getTreatments(key, names, {
        channel,
        mobileDevice: mobileAgent.test(userAgent ?? ''),
      });
      return { ...evaluated, ...overrides.treatments };
    },
    close: () => client.destroy(),
  };
}

export type FlagTreatments = ReturnType<typeof createFlagTreatments>;
