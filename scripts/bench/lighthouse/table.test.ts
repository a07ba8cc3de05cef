import { describe, expect, it } from 'vitest';
import type { PageMetrics } from './runner';
import { formatSpread, formatTable, medianMetrics } from './table';
import { formatVersus } from './versus-table';

const run = (score: number, tbtMs: number, benchmarkIndex = 1000): PageMetrics => ({
  score,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs,
  cls: 0,
  jsKiB: 250,
  firstLoadJsKiB: 190,
  requests: 50,
  benchmarkIndex,
});

describe('the Lighthouse benchmark’s report', () => {
  it('takes each metric’s median on its own, so one slow run does not move the column', () => {
    const median = medianMetrics([run(90, 300), run(60, 1800), run(88, 350)]);
    expect(median.score).toBe(88);
    expect(median.tbtMs).toBe(350);
  });

  it('prints page / floor per cell', () => {
    const table = formatTable([
      {
        name: 'wallart start',
        url: '/',
        floorUrl: '/floor',
        runs: 3,
        median: run(88, 350),
        floor: run(75, 600),
      },
    ]);
    expect(table).toContain('| wallart start | 88 / 75 |');
    expect(table).toContain('350 / 600');
  });

  it('shows how far single runs lie apart, and the machine’s speed over the run', () => {
    const spread = formatSpread([
      {
        name: 'wallart start',
        page: [run(90, 300, 900), run(60, 1800, 1100), run(88, 350, 1000)],
        floor: [run(75, 600, 950), run(70, 700, 1050)],
      },
    ]);
    expect(spread).toBe(
      [
        'wallart start: score 60–90 / 70–75, TBT 300–1800 / 600–700 ms',
        'machine: Lighthouse benchmark index 1000 (median; 900–1100)',
      ].join('\n'),
    );
  });
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
