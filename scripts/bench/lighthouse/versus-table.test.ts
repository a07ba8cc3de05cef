import { describe, expect, it } from 'vitest';
import type { PageMetrics } from './runner';
import { formatVersus } from './versus-table';

const run = (score: number, tbtMs: number): PageMetrics => ({
  score,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs,
  cls: 0,
  jsKiB: 250,
  firstLoadJsKiB: 170,
  requests: 40,
  benchmarkIndex: 1500,
});

describe('the report of two builds side by side', () => {
  it('prints the medians as before / after, and every run’s TBT of both', () => {
    const table = formatVersus([
      {
        name: 'kartenliebe start',
        before: [run(86, 572), run(80, 850), run(90, 231)],
        after: [run(90, 415), run(98, 86), run(85, 469)],
      },
    ]);
    expect(table).toContain('| kartenliebe start | 86 / 90 |');
    expect(table).toContain('572 / 415');
    expect(table).toContain('572 850 231 / 415 86 469');
  });
});
