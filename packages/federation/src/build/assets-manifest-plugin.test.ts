import type { Compilation } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { fallbackOnlyFiles, providedFiles } from './assets-manifest-plugin';

type Group = { origins: string[]; files: string[] };

/** Chunk groups as rspack reports them: who asked for each (its origin modules) and its files. */
const compilationOf = (groups: Group[]) =>
  ({
    chunkGroups: groups.map(({ origins, files }) => ({
      origins: origins.map((identifier) => ({
        module: { readableIdentifier: () => identifier },
      })),
      getFiles: () => files,
    })),
  }) as unknown as Pick<Compilation, 'chunkGroups'>;

describe('the boot list leaves out shared fallbacks the providing app never runs', () => {
  it('skips a group reached only through a consumed module’s fallback, keeps what a provider or the app loads', () => {
    const skipped = fallbackOnlyFiles(
      compilationOf([
        {
          origins: [
            'provide shared module (default) effector-react@23.3.0 = ./node_modules/effector-react',
          ],
          files: ['188.js', '532.js'],
        },
        {
          origins: [
            'consume shared module (default) effector-react@^23.0.0 (singleton) (fallback: ./node_modules/effector-react)',
          ],
          files: ['807.js', '532.js'],
        },
        { origins: ['./src/index.ts'], files: ['bootstrap.js'] },
        { origins: [], files: ['main.js'] },
      ]),
    );
    expect([...skipped]).toEqual(['807.js']);
  });
});

describe('the boot list takes what each provided singleton loads', () => {
  it('keeps the files its provider asks for, not the lazy groups a shared chunk is also in', () => {
    const files = providedFiles(
      compilationOf([
        {
          origins: ['provide shared module (default) react@19.3.1 = ./node_modules/react/index.js'],
          files: ['shell-libraries.js'],
        },
        {
          origins: [
            'provide shared module (default) @shop/api-client@0.1.0 = ./packages/api-client/src/index.ts',
          ],
          files: ['shell-libraries.js', '984.js'],
        },
        // A lazy import whose group holds the shared chunk too, as Module Federation's manifest counts it.
        {
          origins: ['./packages/api-client/src/client.ts'],
          files: ['shell-libraries.js', 'axios.js'],
        },
      ]),
    );
    expect([...new Set(files)]).toEqual(['shell-libraries.js', '984.js']);
  });
});
