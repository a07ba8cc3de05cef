import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryCodes, languages, locales } from '@shop/catalogue';
import { calendarTypes, cardOccasions, materials, productTypes } from '@shop/contracts';

const repoRoot = path.resolve(import.meta.dirname, '..');
// Where the shop's locales, languages and countries are declared.
const localeHome = 'packages/catalogue/src/';
// Where the product, material, calendar-type and occasion lists are declared (the content model).
const productHome = 'packages/contracts/src/content-model/fields.ts';

/** Source files git knows (tracked or new), outside tests and the home of a vocabulary. */
function sourceFiles(home: string): string[] {
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
    for (const file of sourceFiles(localeHome)) {
      const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      const lists = [locales, languages, countryCodes].flatMap((codes) => listsOf(text, codes, 5));
      for (const list of new Set(lists)) second.push(`${file}: ${list}`);
    }
    expect(second).toEqual([]);
  });

  it('declares the product, material, calendar-type and occasion lists only in the content model', () => {
    const second: string[] = [];
    for (const file of sourceFiles(productHome)) {
      const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      // A copy (all members, or all but one) is a second list; a choice of a few is not.
      const lists = [productTypes, materials, calendarTypes, cardOccasions].flatMap((codes) =>
        listsOf(text, codes, codes.length - 1),
      );
      for (const list of new Set(lists)) second.push(`${file}: ${list}`);
    }
    expect(second).toEqual([]);
  });
});
