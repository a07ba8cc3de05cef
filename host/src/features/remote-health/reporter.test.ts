// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InlineReleaseSet, RemoteHealthReport } from '@shop/contracts';
import { RemoteError, reportRemoteError } from '@shop/federation';
import { startRemoteHealthReporter } from './reporter';

const releaseSet: InlineReleaseSet = {
  id: 42,
  channel: 'wallart',
  environment: 'production',
  remotes: {
    mf_navigation: { version: '1.4.0', manifestUrl: '/n/mf-manifest.json', integrity: 'sha384-x' },
    mf_account: { version: '2.0.0', manifestUrl: '/a/mf-manifest.json', integrity: 'sha384-y' },
  },
};

describe('remote health reporter', () => {
  let sent: RemoteHealthReport[];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sent = [];
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const start = (overrides: Record<string, string> = {}) => {
    stop = startRemoteHealthReporter({
      releaseSet,
      overrides,
      send: (report) => sent.push(report),
      batchDelayMs: 2000,
    });
  };
  const fail = (kind: 'mount' | 'load' | 'override', remote: string) =>
    reportRemoteError(new RemoteError(kind, remote, `${remote} failed`));

  it('reports the page load with the failures that follow it closely, each remote once', () => {
    start();
    vi.advanceTimersByTime(1500);
    fail('load', 'mf_navigation');
    fail('mount', 'mf_navigation');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([
      {
        channel: 'wallart',
        releaseSetId: 42,
        pageLoads: 1,
        failures: [{ remote: 'mf_navigation', version: '1.4.0', kind: 'load' }],
      },
    ]);
  });

  it('sends a later failure in its own report without counting the page again', () => {
    start();
    vi.advanceTimersByTime(2000);
    fail('mount', 'mf_account');
    vi.advanceTimersByTime(2000);
    expect(sent.map((report) => [report.pageLoads, report.failures.length])).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('sends what is pending at once when the page is hidden', () => {
    start();
    fail('mount', 'mf_navigation');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
  });

  it('leaves out remotes the set does not pin, local overrides and refused overrides', () => {
    start({ mf_account: 'http://localhost:3002/mf-manifest.json' });
    fail('mount', 'mf_account');
    fail('mount', 'mf_cms_page');
    fail('override', 'mf_navigation');
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([expect.objectContaining({ pageLoads: 1, failures: [] })]);
  });
});
