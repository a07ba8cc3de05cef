// What failed in a run of `npm test`, named at its end: the suites' own output scrolls away.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** @typedef {{ where: string; message: string }} Failure */

/** The first line of an error message, without colour codes or the stack a reader does not need here. */
export function failureLine(message) {
  const line = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((text) => text.trim() !== '');
  return line?.trim().slice(0, 300) ?? 'no message';
}

function vitestTitle(task) {
  if (task.type === 'module') return [path.relative(process.cwd(), task.moduleId)];
  return [...vitestTitle(task.parent), task.name];
}

/**
 * Every failure under vitest's reported modules: tests, and the hooks of files and suites, since a
 * failed beforeAll fails its suite and only skips its tests.
 * @returns {Failure[]}
 */
export function vitestFailures(modules, unhandledErrors = []) {
  const failures = [];
  const visit = (task) => {
    const errors = task.type === 'test' ? (task.result().errors ?? []) : task.errors();
    if (errors.length > 0)
      failures.push({
        where: vitestTitle(task).join(' › '),
        message: failureLine(errors[0].message),
      });
    if (task.type !== 'test') for (const child of task.children) visit(child);
  };
  for (const module of modules) visit(module);
  for (const error of unhandledErrors)
    failures.push({ where: 'unhandled error', message: failureLine(error.message) });
  return failures;
}

/**
 * The unexpected results of a Playwright JSON report, one per test and project, with the last
 * attempt's error.
 * @returns {Failure[]}
 */
export function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push({
          where: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
          message: failureLine(last?.error?.message ?? last?.status),
        });
      }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.title]);
  for (const error of report?.errors ?? [])
    failures.push({ where: 'browser run', message: failureLine(error.message) });
  return failures;
}

/** The lines that close `npm test`'s output, one per failure, with the suite that reported it. */
export function formatFailures(bySuite) {
  const lines = Object.entries(bySuite).flatMap(([suite, failures]) =>
    failures.map((failure) => `  ${suite}: ${failure.where}\n    ${failure.message}`),
  );
  return lines.length === 0 ? [] : ['failures:', ...lines];
}
