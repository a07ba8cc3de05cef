import type { Compilation } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { fallbackOnlyFiles } from './assets-manifest-plugin';

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
