import autocannon from 'autocannon';

export type LoadFigures = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers of 5xx or no answer at all (reset connections, time-outs). */
  failed: number;
  durationSeconds: number;
};

/** What shoppers ask the edge for: pages of both channels, prices, the session and the flags. */
export function shopperRequests(hosts: { wallart: string; kartenliebe: string }) {
  const page = (host: string, path: string) => ({
    method: 'GET' as const,
    path,
    headers: { host },
  });
  return [
    page(hosts.wallart, '/'),
    page(hosts.kartenliebe, '/'),
    page(hosts.wallart, '/web-api/customer-data'),
    page(
      hosts.wallart,
      '/price-api/prices/formats?materialType=leinwand&frameType=schattenfuge-leinwand',
    ),
    {
      ...page(hosts.kartenliebe, '/flags/api/splitChanges?s=1.3&since=-1&rbSince=-1'),
      headers: { host: hosts.kartenliebe, authorization: 'Bearer localdev-browser-key' },
    },
  ];
}

/**
 * Sends shopper requests through the load balancer for `seconds` with `connections` at once, and
 * runs `during` meanwhile (e.g. stopping instances).
 */
export async function loadRun(options: {
  url: string;
  hosts: { wallart: string; kartenliebe: string };
  seconds: number;
  connections: number;
  during?: () => Promise<void>;
}): Promise<LoadFigures> {
  const run = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: shopperRequests(options.hosts),
  });
  const [result] = await Promise.all([run, options.during?.()]);
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result['5xx'] + result.errors + result.timeouts,
    durationSeconds: options.seconds,
  };
}
