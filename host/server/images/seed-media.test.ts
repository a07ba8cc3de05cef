import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSeed } from '../../../infra/content/seed/index';
import { mediaPathsIn, seedMedia } from './seed-media';
import { sizeOf } from './seed-art';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
const referenced = mediaPathsIn(buildSeed());
const fileOf = (mediaPath: string) => path.join(mediaDir, mediaPath.replace(/^\/media\//, ''));

afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

describe('seeded media', () => {
  it('finds the images the seeded stories name, on both channels', () => {
    expect(referenced.some((p) => p.startsWith('/media/content/wallart/hero-'))).toBe(true);
    expect(referenced.some((p) => p.startsWith('/media/content/kartenliebe/design-'))).toBe(true);
    expect(referenced.every((p) => p.startsWith('/media/'))).toBe(true);
  });

  it('draws a readable image for every referenced image file; only video is left out', async () => {
    const first = await seedMedia(mediaDir, referenced);
    expect(first.unsupported.every((p) => p.endsWith('.mp4'))).toBe(true);
    const images = referenced.filter((p) => !first.unsupported.includes(p));
    expect(first.written.sort()).toEqual(images);
    for (const mediaPath of images) {
      const meta = await sharp(fileOf(mediaPath)).metadata();
      const expected = mediaPath.endsWith('.svg') ? 'svg' : 'jpeg';
      expect({ mediaPath, format: meta.format }).toEqual({ mediaPath, format: expected });
    }
    const hero = await sharp(fileOf('/media/content/wallart/hero-wallArt.jpg')).metadata();
    expect({ width: hero.width, height: hero.height }).toEqual(sizeOf('hero-wallArt'));
    // Drawing ~150 images is CPU work; on a shared two-core machine it may take a while.
  }, 120_000);

  it('is idempotent and keeps files that are already there', async () => {
    const photo = fileOf('/media/content/wallart/hero-wallArt.jpg');
    fs.writeFileSync(photo, 'a real photo someone put here');
    const again = await seedMedia(mediaDir, referenced);
    expect(again.written).toEqual([]);
    expect(again.existing).toBe(referenced.length - again.unsupported.length);
    expect(fs.readFileSync(photo, 'utf8')).toBe('a real photo someone put here');
  });
});
