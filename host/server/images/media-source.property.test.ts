import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '@shop/server-kit';
import { findOriginal, mediaPathOf } from './media-source';
import { parseTransformOptions } from './options';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-source-'));
const mediaDir = path.join(root, 'media');
fs.mkdirSync(path.join(mediaDir, 'content'), { recursive: true });
fs.writeFileSync(path.join(mediaDir, 'content/a.jpg'), 'a');
fs.writeFileSync(path.join(root, 'outside.jpg'), 'outside');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// Pieces an attacker would combine: traversal, encodings, separators, hosts and protocols.
const piece = fc.constantFrom('..', '.', '%2e%2e', '..%2f..', '%5c', '%00', 'content', 'a.jpg', '');
// Paths that end at the file beside the store, so any escape that gets through is seen.
const source = fc
  .tuple(
    fc.constantFrom('', '/', 'media/', '/media/', 'https://evil.example/', '//evil.example/'),
    fc.array(piece, { maxLength: 6 }),
    fc.constantFrom('outside.jpg', 'a.jpg', 'content/a.jpg'),
  )
  .map(([start, parts, end]) => start + [...parts, end].join('/'));

describe('media sources, for any input', () => {
  it('either refuse it with 400/404 or name a file inside the store', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(source, fc.string()), async (candidate) => {
        try {
          const original = await findOriginal(mediaDir, mediaPathOf(candidate));
          expect(original.file.startsWith(fs.realpathSync(mediaDir) + path.sep)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect([400, 404]).toContain((error as HttpError).statusCode);
        }
      }),
      {
        numRuns: 500,
        examples: [['media/../outside.jpg'], ['/media/content/%2e%2e/..%2Foutside.jpg']],
      },
    );
  });

  it('never lets an option list through unchecked: it parses or is a 400', () => {
    const option = fc.tuple(
      fc.constantFrom(
        'width',
        'height',
        'fit',
        'quality',
        'format',
        'dpr',
        'rotate',
        'blur',
        'background',
        'w',
        'x',
      ),
      fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -10, max: 5000 }).map(String)),
    );
    fc.assert(
      fc.property(fc.array(option, { minLength: 1, maxLength: 5 }), (pairs) => {
        const segment = pairs.map(([key, value]) => `${key}=${value}`).join(',');
        try {
          const options = parseTransformOptions(segment);
          expect(options.quality).toBeGreaterThanOrEqual(1);
          expect((options.width ?? 1) * options.dpr).toBeLessThanOrEqual(4096);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).statusCode).toBe(400);
        }
      }),
      { numRuns: 500 },
    );
  });
});
