import type { PageMetrics } from './runner';

/** A page's medians beside its floor twin's (the same page as one bundle). */
export type PageSummary = {
  name: string;
  url: string;
  floorUrl: string;
  runs: number;
  median: PageMetrics;
  floor: PageMetrics;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of every metric on its own, so one slow run cannot skew a column. */
export function medianMetrics(runs: PageMetrics[]): PageMetrics {
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsKiB: of('jsKiB'),
    firstLoadJsKiB: of('firstLoadJsKiB'),
    requests: of('requests'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** A page's runs and its floor's, for how far single runs lie apart. */
export type PageRuns = { name: string; page: PageMetrics[]; floor: PageMetrics[] };

const range = (runs: PageMetrics[], key: 'score' | 'tbtMs') => {
  const values = runs.map((run) => Math.round(run[key]));
  return `${Math.min(...values)}–${Math.max(...values)}`;
};

/**
 * The lowest and highest score and TBT of each page and its floor, and the machine's speed over
 * the run: a median means little beside a spread of a second, and a slow machine lowers both.
 */
export function formatSpread(pages: PageRuns[]): string {
  const lines = pages.map(
    ({ name, page, floor }) =>
      `${name}: score ${range(page, 'score')} / ${range(floor, 'score')}, TBT ${range(page, 'tbtMs')} / ${range(floor, 'tbtMs')} ms`,
  );
  const indexes = pages
    .flatMap(({ page, floor }) => [...page, ...floor])
    .map((run) => run.benchmarkIndex);
  const speed = `machine: Lighthouse benchmark index ${Math.round(median(indexes))} (median; ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})`;
  return [...lines, speed].join('\n');
}

const columns: Array<[string, (metrics: PageMetrics) => string]> = [
  ['score', (m) => String(Math.round(m.score))],
  ['FCP ms', (m) => String(Math.round(m.fcpMs))],
  ['LCP ms', (m) => String(Math.round(m.lcpMs))],
  ['TBT ms', (m) => String(Math.round(m.tbtMs))],
  ['CLS', (m) => m.cls.toFixed(3)],
  ['first-load JS KiB', (m) => m.firstLoadJsKiB.toFixed(1)],
  ['JS KiB', (m) => m.jsKiB.toFixed(1)],
  ['requests', (m) => String(Math.round(m.requests))],
];

/** A Markdown table, each cell `page / floor`, readable in the terminal and pasteable into a README. */
export function formatTable(summaries: PageSummary[]): string {
  return markdownTable(
    ['page', ...columns.map(([title]) => title)],
    summaries.map((summary) => [
      summary.name,
      ...columns.map(([, format]) => `${format(summary.median)} / ${format(summary.floor)}`),
    ]),
  );
}

/** Rows under a header, the first column left-aligned and the figures right-aligned. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => (index === 0 ? ` ${'-'.repeat(width)} ` : ` ${'-'.repeat(width - 1)}: `)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
