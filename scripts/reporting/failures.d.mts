// Types of failures.mjs, which npm test runs as plain Node.js before anything is built.
export type Failure = { where: string; message: string };

export function failureLine(message: unknown): string;
export function vitestFailures(
  modules: readonly unknown[],
  unhandledErrors?: ReadonlyArray<{ message: string }>,
): Failure[];
export function playwrightFailures(report: unknown): Failure[];
export function formatFailures(bySuite: Readonly<Record<string, readonly Failure[]>>): string[];
