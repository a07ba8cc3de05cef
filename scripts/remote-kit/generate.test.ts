import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateRemote } from './generate';
import { remoteNames } from './names';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A stand-in repository with the real contracts files, root manifest and one existing remote. */
function fakeRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-kit-'));
  fs.mkdirSync(path.join(dir, 'packages/contracts/src'), { recursive: true });
  for (const file of ['index.ts', 'remotes.ts', 'remote-modules.ts', 'module-contracts.ts']) {
    fs.copyFileSync(
      path.join(repoRoot, 'packages/contracts/src', file),
      path.join(dir, 'packages/contracts/src', file),
    );
  }
  fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'));
  fs.mkdirSync(path.join(dir, 'mf-navigation'));
  fs.copyFileSync(
    path.join(repoRoot, 'mf-navigation/rspack.config.ts'),
    path.join(dir, 'mf-navigation/rspack.config.ts'),
  );
  return dir;
}

describe('remote names', () => {
  it('derive container, module, props type and title from the folder name', () => {
    expect(remoteNames('mf-photo-books')).toEqual({
      packageName: 'mf-photo-books',
      containerName: 'mf_photo_books',
      exposeName: 'PhotoBooks',
      sliceName: 'photo-books',
      propsType: 'PhotoBooksProps',
      title: 'Photo books',
    });
    expect(remoteNames('mf-cms-page', 'Page')).toMatchObject({
      exposeName: 'Page',
      sliceName: 'page',
      propsType: 'PageProps',
    });
    expect(remoteNames('mf-calculator', './CalculatorMoreFormats').sliceName).toBe(
      'calculator-more-formats',
    );
  });

  it('refuse names that are not a remote folder or a module name, saying what to use', () => {
    for (const bad of [
      'calculator',
      'mf-',
      'mf-Calculator',
      'mf_calculator',
      'mf-calc--x',
      'mf-calc/../x',
    ]) {
      expect(() => remoteNames(bad)).toThrow(/use mf- and lowercase words/);
    }
    expect(() => remoteNames('mf-calculator', 'calculator')).toThrow(/PascalCase/);
  });
});

describe('generateRemote', () => {
  let dir: string;
  beforeEach(() => {
    dir = fakeRepository();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the workspace from the template with every placeholder filled', () => {
    const remote = generateRemote(dir, 'mf-photo-books');
    const files = remote.created.sort();
    expect(files).toEqual(
      [
        'mf-photo-books/README.md',
        'mf-photo-books/package.json',
        'mf-photo-books/rspack.config.ts',
        'mf-photo-books/src/app/photo-books-parcel.tsx',
        'mf-photo-books/src/features/photo-books/index.ts',
        'mf-photo-books/src/features/photo-books/ui/photo-books.test.tsx',
        'mf-photo-books/src/features/photo-books/ui/photo-books.tsx',
        'mf-photo-books/src/server.ts',
        'mf-photo-books/src/shared/globals.d.ts',
        'mf-photo-books/tsconfig.json',
        'mf-photo-books/vitest.config.ts',
        'packages/contracts/src/props/photo-books.ts',
      ].sort(),
    );
    for (const file of files)
      expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/\{\{|__slice__/);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dir, 'mf-photo-books/package.json'), 'utf8'),
    );
    expect(Object.keys(manifest.scripts).sort()).toEqual([
      'build',
      'dev',
      'publish',
      'ship',
      'test',
      'typecheck',
    ]);
    const rspack = fs.readFileSync(path.join(dir, 'mf-photo-books/rspack.config.ts'), 'utf8');
    expect(rspack).toContain("name: 'mf_photo_books'");
    expect(rspack).toContain("'./PhotoBooks': './src/app/photo-books-parcel.tsx'");
    // A new remote publishes a server build too: the edge can render its module into the document.
    expect(rspack).toContain("serverEntry: './src/server.ts'");
    expect(fs.readFileSync(path.join(dir, 'mf-photo-books/src/server.ts'), 'utf8')).toContain(
      "serverModules({ './PhotoBooks': parcel })",
    );
  });

  it('takes the next free dev port after the existing remotes', () => {
    const claimed = Number(
      /devPort:\s*(\d+)/.exec(
        fs.readFileSync(path.join(dir, 'mf-navigation/rspack.config.ts'), 'utf8'),
      )![1],
    );
    expect(generateRemote(dir, 'mf-photo-books').devPort).toBe(claimed + 1);
    expect(generateRemote(dir, 'mf-wish-list').devPort).toBe(claimed + 2);
  });

  it('declares the props type, the exposed module and the workspace', () => {
    generateRemote(dir, 'mf-photo-books');
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    expect(read('packages/contracts/src/index.ts')).toContain(
      "export type { PhotoBooksProps } from './props/photo-books';",
    );
    expect(read('packages/contracts/src/remotes.ts')).toContain(
      "mf_photo_books: { packageName: 'mf-photo-books', exposes: ['./PhotoBooks'] },",
    );
    const modules = read('packages/contracts/src/remote-modules.ts');
    expect(modules).toContain("import type { PhotoBooksProps } from './props/photo-books';");
    expect(modules).toMatch(
      /export type RemoteModuleProps = \{[\s\S]*\n {2}mf_photo_books: \{ '\.\/PhotoBooks': PhotoBooksProps \};\n\};/,
    );
    expect(read('packages/contracts/src/module-contracts.ts')).toMatch(
      /\n {2}mf_photo_books: \{ '\.\/PhotoBooks': '1\.0' \},\n\} as const satisfies/,
    );
    const workspaces = JSON.parse(read('package.json')).workspaces as string[];
    expect(workspaces).toContain('mf-photo-books');
    expect(workspaces.indexOf('mf-photo-books')).toBeLessThan(workspaces.indexOf('e2e'));
  });

  it('fills the exposes of a remote the host already names but nobody has built', () => {
    const remotes = path.join(dir, 'packages/contracts/src/remotes.ts');
    fs.writeFileSync(
      remotes,
      fs
        .readFileSync(remotes, 'utf8')
        .replace(
          /(\n\s*)(\} as const satisfies)/,
          "$1  mf_wish_list: { packageName: 'mf-wish-list', exposes: [] },\n$2",
        ),
    );
    generateRemote(dir, 'mf-wish-list', 'WishList');
    const text = fs.readFileSync(remotes, 'utf8');
    expect(text.match(/mf_wish_list:/g)).toHaveLength(1);
    expect(text).toContain(
      "mf_wish_list: { packageName: 'mf-wish-list', exposes: ['./WishList'] },",
    );
  });

  it('starts the contract of a remote the host names but nobody has built at 1.0', () => {
    const remotes = path.join(dir, 'packages/contracts/src/remotes.ts');
    fs.writeFileSync(
      remotes,
      fs
        .readFileSync(remotes, 'utf8')
        .replace(
          /(\n\s*)(\} as const satisfies)/,
          "$1  mf_gift_finder: { packageName: 'mf-gift-finder', exposes: [] },\n$2",
        ),
    );
    generateRemote(dir, 'mf-gift-finder', 'GiftFinder');
    const versions = fs.readFileSync(
      path.join(dir, 'packages/contracts/src/module-contracts.ts'),
      'utf8',
    );
    expect(versions).toContain("mf_gift_finder: { './GiftFinder': '1.0' },");
  });

  it('refuses an existing folder or props type and leaves the repository unchanged', () => {
    const snapshot = () =>
      ['package.json', 'packages/contracts/src/index.ts', 'packages/contracts/src/remotes.ts'].map(
        (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
      );
    const before = snapshot();
    expect(() => generateRemote(dir, 'mf-navigation')).toThrow('mf-navigation/ exists already');
    expect(() => generateRemote(dir, 'mf-header', 'Header')).toThrow(
      'packages/contracts already declares HeaderProps',
    );
    expect(snapshot()).toEqual(before);
    expect(fs.existsSync(path.join(dir, 'mf-header'))).toBe(false);
  });
});
