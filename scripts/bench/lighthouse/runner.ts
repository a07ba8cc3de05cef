import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../chromium';

export type PageMetrics = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script of the run, up to network quiet after the load (the flag SDK, axios and the rest). */
  jsKiB: number;
  /**
   * The scripts asked for until the last slot of the first screen mounted (its `remote-mounted`
   * mark; Lighthouse neither scrolls nor taps, so no block below waits out): what the first
   * screen's paint and hydration cost, not what follows once the page has settled.
   */
  firstLoadJsKiB: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed in the run (higher is faster). */
  benchmarkIndex: number;
};

type NetworkRow = {
  url: string;
  statusCode: number;
  resourceType?: string;
  transferSize?: number;
  /** Milliseconds after the first request of the run (`networkStartTimeTs`). */
  rendererStartTime?: number;
};
type NetworkDetails = { items?: NetworkRow[]; debugData?: { networkStartTimeTs?: number } };

const chromeFlags = ['--headless=new', ...chromiumArgs];

export type LighthouseRunner = { measure(url: string): Promise<PageMetrics>; close(): void };

/** One Chromium for every run; Lighthouse clears cache and storage before each navigation. */
export async function startLighthouse(): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags,
  });
  return {
    async measure(url) {
      // No config: the default mobile preset with simulated throttling.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (value === undefined) throw new Error(`${url}: no ${id} measured`);
        return value;
      };
      const details = lhr.audits['network-requests']?.details as NetworkDetails | undefined;
      const requests = details?.items ?? [];
      // A failed request means the page measured is not the page shoppers get.
      for (const failed of requests.filter((request) => request.statusCode >= 400))
        console.warn(`  ${failed.statusCode} ${failed.url}`);
      const scripts = requests.filter((request) => request.resourceType === 'Script');
      const kiB = (rows: NetworkRow[]) =>
        rows.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
      const firstScreenMs = firstScreenMountedMs(lhr, details, url);
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsKiB: kiB(scripts),
        firstLoadJsKiB: kiB(
          scripts.filter((request) => (request.rendererStartTime ?? Infinity) <= firstScreenMs),
        ),
        requests: requests.length,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    },
    close: () => chrome.kill(),
  };
}

type UserTiming = { name: string; startTime: number };

/** When the first screen's last slot mounted in the observed run, in the network table's time (after its first request). */
function firstScreenMountedMs(
  lhr: { audits: Record<string, { details?: unknown } | undefined> },
  network: NetworkDetails | undefined,
  url: string,
): number {
  const marks = (lhr.audits['user-timings']?.details as { items?: UserTiming[] } | undefined)
    ?.items;
  const mounted = (marks ?? []).filter((mark) => mark.name.startsWith('remote-mounted:'));
  const timings = (lhr.audits.metrics?.details as { items?: { observedTimeOriginTs?: number }[] })
    ?.items?.[0];
  const originTs = timings?.observedTimeOriginTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (mounted.length === 0 || originTs === undefined || startTs === undefined)
    throw new Error(`${url}: no slot mounted while Lighthouse watched`);
  const lastMs = Math.max(...mounted.map((mark) => mark.startTime));
  return (originTs - startTs) / 1000 + lastMs;
}
