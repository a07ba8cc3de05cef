import type { PageMetrics } from './runner';
import { markdownTable, medianMetrics } from './table';

/** A page's runs on two builds: the one compared with, and this checkout's. */
export type VersusRuns = { name: string; before: PageMetrics[]; after: PageMetrics[] };

const medianColumns: Array<[string, (metrics: PageMetrics) => string]> = [
  ['score', (m) => String(Math.round(m.score))],
  ['LCP ms', (m) => String(Math.round(m.lcpMs))],
  ['TBT ms', (m) => String(Math.round(m.tbtMs))],
  ['first-load JS KiB', (m) => m.firstLoadJsKiB.toFixed(1)],
];

const eachRunsTbt = (runs: PageMetrics[]) => runs.map((run) => Math.round(run.tbtMs)).join(' ');

/**
 * A Markdown table of the medians, each cell `before / after`, and every run's TBT of both: a
 * difference of medians means little when the single runs of one build lie as far apart.
 */
export function formatVersus(pages: VersusRuns[]): string {
  return markdownTable(
    ['page', ...medianColumns.map(([title]) => title), 'TBT ms, each run'],
    pages.map(({ name, before, after }) => {
      const [medianBefore, medianAfter] = [medianMetrics(before), medianMetrics(after)];
      return [
        name,
        ...medianColumns.map(([, format]) => `${format(medianBefore)} / ${format(medianAfter)}`),
        `${eachRunsTbt(before)} / ${eachRunsTbt(after)}`,
      ];
    }),
  );
}
