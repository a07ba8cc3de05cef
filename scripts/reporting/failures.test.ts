import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { failureLine, formatFailures, playwrightFailures, vitestFailures } from './failures.mjs';

type FakeTask = {
  type: 'module' | 'suite' | 'test';
  name?: string;
  moduleId?: string;
  parent?: FakeTask;
  children: FakeTask[];
  errors(): Array<{ message: string }>;
  result(): { errors?: Array<{ message: string }> };
};

function task(type: FakeTask['type'], name: string, errors: string[], children: FakeTask[] = []) {
  const node: FakeTask = {
    type,
    name,
    moduleId: path.join(process.cwd(), name),
    children,
    errors: () => errors.map((message) => ({ message })),
    result: () => ({ errors: errors.map((message) => ({ message })) }),
  };
  for (const child of children) child.parent = node;
  return node;
}

describe('the failures that close npm test', () => {
  it('keeps the first line of a message, without colour codes', () => {
    expect(failureLine('\n\u001b[31mexpected 1 to be 2\u001b[39m\n    at test.ts:3:1')).toBe(
      'expected 1 to be 2',
    );
    expect(failureLine(undefined)).toBe('no message');
  });

  it('names a suite whose hook failed, though its tests only count as skipped', () => {
    const module = task(
      'module',
      'infra/x/a.test.ts',
      [],
      [
        task(
          'suite',
          'on postgres',
          ['listen EADDRINUSE 127.0.0.1:5000\n    at Server.listen'],
          [task('test', 'stores a row', [])],
        ),
        task('test', 'answers 404', ['expected 200 to be 404']),
      ],
    );
    expect(vitestFailures([module], [{ message: 'Unhandled rejection' }])).toEqual([
      { where: 'infra/x/a.test.ts › on postgres', message: 'listen EADDRINUSE 127.0.0.1:5000' },
      { where: 'infra/x/a.test.ts › answers 404', message: 'expected 200 to be 404' },
      { where: 'unhandled error', message: 'Unhandled rejection' },
    ]);
  });

  it('names each unexpected browser result with its project, spec path and last error', () => {
    const report = {
      suites: [
        {
          title: 'specs/routes.spec.ts',
          specs: [
            {
              title: 'a page opens',
              tests: [
                {
                  projectName: 'wallart',
                  status: 'unexpected',
                  results: [
                    { status: 'failed', error: { message: 'first try' } },
                    { status: 'failed', error: { message: 'Timed out 5000ms\nCall log' } },
                  ],
                },
                { projectName: 'kartenliebe', status: 'expected', results: [] },
              ],
            },
          ],
          suites: [
            {
              title: 'dialogs',
              specs: [
                {
                  title: 'flaky one',
                  tests: [{ projectName: 'wallart', status: 'flaky', results: [] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'webServer exited early' }],
    };
    expect(playwrightFailures(report)).toEqual([
      { where: '[wallart] specs/routes.spec.ts › a page opens', message: 'Timed out 5000ms' },
      { where: 'browser run', message: 'webServer exited early' },
    ]);
  });

  it('prints nothing when nothing failed, else one entry per failure under its suite', () => {
    expect(formatFailures({ unit: [], browser: [] })).toEqual([]);
    expect(
      formatFailures({ unit: [{ where: 'a.test.ts › suite', message: 'listen EADDRINUSE' }] }),
    ).toEqual(['failures:', '  unit: a.test.ts › suite\n    listen EADDRINUSE']);
  });
});
