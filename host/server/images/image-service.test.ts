import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '@shop/server-kit';
import { imageService } from './image-service';

let app: FastifyInstance;
let base: string;
let root: string;
const cacheDir = () => path.join(root, 'cache');

async function writeOriginals(mediaDir: string): Promise<void> {
  fs.mkdirSync(path.join(mediaDir, 'content/wallart'), { recursive: true });
  const photo = { width: 1200, height: 800, channels: 3, background: '#3A7BD5' } as const;
  await sharp({ create: photo }).jpeg().toFile(path.join(mediaDir, 'content/wallart/hero.jpg'));
  const logo = {
    width: 300,
    height: 100,
    channels: 4,
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  } as const;
  await sharp({ create: logo }).png().toFile(path.join(mediaDir, 'content/wallart/logo.png'));
  fs.writeFileSync(path.join(mediaDir, 'content/wallart/broken.jpg'), 'not an image');
  fs.writeFileSync(
    path.join(mediaDir, 'content/wallart/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  // A file beside the store that traversal must never reach.
  fs.writeFileSync(path.join(root, 'secret.jpg'), 'secret');
}

const get = (url: string, accept = 'image/avif,image/webp,*/*') =>
  fetch(`${base}${url}`, { headers: { accept } });

const sizeOf = async (response: Response) =>
  sharp(Buffer.from(await response.arrayBuffer())).metadata();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-service-'));
  const mediaDir = path.join(root, 'media');
  await writeOriginals(mediaDir);
  app = createServer({ name: 'image-service-test', logLevel: 'silent' });
  await app.register(imageService, { mediaDir, cacheDir: cacheDir() });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('image service over HTTP', () => {
  it('resizes to the asked width, keeping the aspect ratio', async () => {
    const response = await get(
      '/cdn-cgi/image/width=300,format=jpeg/media/content/wallart/hero.jpg',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sizeOf(response)).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('crops to width and height with fit=cover and doubles them for dpr=2', async () => {
    const response = await get(
      '/cdn-cgi/image/width=100,height=100,fit=cover,dpr=2,format=webp/media/content/wallart/hero.jpg',
    );
    expect(await sizeOf(response)).toMatchObject({ format: 'webp', width: 200, height: 200 });
  });

  it('never enlarges with the default fit, scale-down', async () => {
    const response = await get(
      '/cdn-cgi/image/width=2000,format=jpeg/media/content/wallart/hero.jpg',
    );
    expect(await sizeOf(response)).toMatchObject({ width: 1200, height: 800 });
  });

  it('picks AVIF, then WebP, then the original format by Accept, and says it varies', async () => {
    const url = '/cdn-cgi/image/width=200,quality=85,format=auto/media/content/wallart/hero.jpg';
    const avif = await get(url, 'image/avif,image/webp,image/*');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await sizeOf(avif)).format).toBe('heif');
    const webp = await get(url, 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sizeOf(webp)).format).toBe('webp');
    const plain = await get(url, '*/*');
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    const png = await get('/cdn-cgi/image/width=100/media/content/wallart/logo.png', '*/*');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('renders once, then answers from the disk cache', async () => {
    const url = '/cdn-cgi/image/width=123,format=webp/media/content/wallart/hero.jpg';
    const first = await get(url);
    expect(first.headers.get('x-image-cache')).toBe('miss');
    const cached = fs.readdirSync(cacheDir(), { recursive: true }).map(String);
    expect(cached.some((file) => file.endsWith('.webp'))).toBe(true);
    const second = await get(url);
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const revalidated = await fetch(`${base}${url}`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('still answers when the cache cannot be written', async () => {
    const blocked = createServer({ name: 'image-cache-blocked', logLevel: 'silent' });
    // A file where the cache folder should be: every write fails.
    const cacheFile = path.join(root, 'not-a-folder');
    fs.writeFileSync(cacheFile, '');
    await blocked.register(imageService, {
      mediaDir: path.join(root, 'media'),
      cacheDir: cacheFile,
    });
    const address = await blocked.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(
        `${address}/cdn-cgi/image/width=50,format=png/media/content/wallart/logo.png`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('x-image-cache')).toBe('miss');
    } finally {
      await blocked.close();
    }
  });

  it('renders the blurred 10 × 10 placeholder on the grey ground', async () => {
    const response = await get(
      '/cdn-cgi/image/width=10,height=10,quality=50,blur=3,background=%23EFEFEF,format=png/media/content/wallart/logo.png',
    );
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(10);
    // The logo is fully transparent, so every pixel is the background colour.
    expect([data[0], data[1], data[2]]).toEqual([0xef, 0xef, 0xef]);
  });

  it.each([
    ['width=abc', 'width'],
    ['width=0', 'width'],
    ['width=99999', 'width'],
    ['quality=101', 'quality'],
    ['fit=stretch', 'fit'],
    ['format=gif', 'format'],
    ['rotate=45', 'rotate'],
    ['background=red', 'background'],
    ['colour=blue', 'colour'],
  ])('refuses the bad option %s with 400 and names it', async (options, name) => {
    const response = await get(`/cdn-cgi/image/${options}/media/content/wallart/hero.jpg`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(name);
  });

  it('answers 404 with a message for a missing original', async () => {
    const response = await get('/cdn-cgi/image/width=100/media/content/wallart/nothing.jpg');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain(
      '/media/content/wallart/nothing.jpg',
    );
  });

  it('answers 415, not 500, when the original is not an image', async () => {
    const response = await get('/cdn-cgi/image/width=100/media/content/wallart/broken.jpg');
    expect(response.status).toBe(415);
  });

  it.each([
    'https://evil.example/cat.jpg',
    '//evil.example/cat.jpg',
    'media/..%2F..%2Fsecret.jpg',
    'media/%2e%2e/secret.jpg',
    'media/content/..%5C..%5Csecret.jpg',
    'assets/main.js',
  ])('refuses the source %s', async (source) => {
    const response = await get(`/cdn-cgi/image/width=100/${source}`);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('secret');
  });

  it('serves originals at /media/* and nothing outside the store', async () => {
    const original = await get('/media/content/wallart/hero.jpg');
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    const logo = await get('/media/content/wallart/logo.svg');
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await get('/media/%2e%2e/secret.jpg')).status).toBe(404);
    expect((await get('/media/content/wallart/missing.jpg')).status).toBe(404);
  });
});
