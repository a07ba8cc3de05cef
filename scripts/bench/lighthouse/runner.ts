import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../chromium';

export type PageMetrics = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed in the run (higher is faster). */
  benchmarkIndex: number;
};

type NetworkRow = { url: string; statusCode: number; resourceType?: string; transferSize?: number };

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
      const details = lhr.audits['network-requests']?.details as { items?: NetworkRow[] };
      const requests = details?.items ?? [];
      // A failed request means the page measured is not the page shoppers get.
      for (const failed of requests.filter((request) => request.statusCode >= 400))
        console.warn(`  ${failed.statusCode} ${failed.url}`);
      const jsBytes = requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsKiB: jsBytes / 1024,
        requests: requests.length,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    },
    close: () => chrome.kill(),
  };
}
