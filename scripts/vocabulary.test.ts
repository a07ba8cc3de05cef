import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryCodes, languages, locales } from '@shop/catalogue';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The one package that declares the shop's locales, languages and countries.
const home = 'packages/catalogue/src/';

/** Source files git knows (tracked or new), outside tests and the home of the vocabulary. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts)$/.test(file))
    .filter((file) => !/\.test\.tsx?$|\/testing\/|^e2e\//.test(file) && !file.startsWith(home))
    .filter((file) => fs.existsSync(path.join(repoRoot, file)));
}

/** Array literals in a file that hold `count` or more of the given codes, quoted. */
function listsOf(text: string, codes: readonly string[], count: number): string[] {
  const found: string[] = [];
  for (const literal of text.match(/\[[^\][]*\]/g) ?? []) {
    const quoted = literal.match(/'([^']*)'|"([^"]*)"/g)?.map((q) => q.slice(1, -1)) ?? [];
    if (quoted.filter((value) => codes.includes(value)).length >= count)
      found.push(literal.slice(0, 80));
  }
  return found;
}

describe('one vocabulary', () => {
  it('declares the lists of locales, languages and countries only in the catalogue', () => {
    const second: string[] = [];
    for (const file of sourceFiles()) {
      const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      const lists = [locales, languages, countryCodes].flatMap((codes) => listsOf(text, codes, 5));
      for (const list of new Set(lists)) second.push(`${file}: ${list}`);
    }
    expect(second).toEqual([]);
  });
});
