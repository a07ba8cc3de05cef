import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ArtifactStorage, StorageFile, StoredObject } from './types';

/** The encodings stored beside a text file, best first, with the suffix of their stored copy. */
export const storedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type StoredEncoding = (typeof storedEncodings)[number]['encoding'];

/** Smaller files gain less than the bytes of the content-encoding header and a second read. */
export const precompressMinBytes = 1024;

// Source maps are left out: only developer tools fetch them, and they are the largest text files.
const textFiles = /\.(m?js|cjs|css|json|html|svg|txt)$/i;

/** Whether a file of this name is stored with .br and .gz copies (when it is large enough). */
export function isPrecompressible(file: string): boolean {
  return textFiles.test(file);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Each stored encoding at its best (brotli 11, gzip 9): for text compressed once and sent for a year. */
export const compressors: Record<StoredEncoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzip(data, { level: 9 }),
};

/**
 * The `.br` (quality 11) and `.gz` (level 9) copies of a build's text files of at least 1 KiB, to
 * store beside them: compressed once at publish, so serving them costs no CPU. A copy whose name
 * the build uses itself is not made.
 */
export async function precompressFiles(files: readonly StorageFile[]): Promise<StorageFile[]> {
  const names = new Set(files.map((file) => file.path));
  const jobs = files
    .filter((file) => isPrecompressible(file.path) && file.data.length >= precompressMinBytes)
    .flatMap((file) =>
      storedEncodings
        .filter(({ suffix }) => !names.has(file.path + suffix))
        .map(({ encoding, suffix }) => async () => ({
          path: file.path + suffix,
          data: await compressors[encoding](file.data),
        })),
    );
  const copies: StorageFile[] = [];
  // Two at a time: brotli 11 is CPU-bound, and a publish must not starve the server's other requests.
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) copies.push(await job());
  };
  await Promise.all([worker(), worker()]);
  return copies;
}

/** The stored encoding the client takes most gladly (Accept-Encoding with q-values), if any. */
export function preferredEncoding(acceptEncoding: string | undefined): StoredEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: StoredEncoding | undefined;
  for (const { encoding } of storedEncodings)
    if (weightOf(encoding) > 0 && (!best || weightOf(encoding) > weightOf(best))) best = encoding;
  return best;
}

/**
 * The stored compressed copy of `key` the client accepts, or null: then the file goes out as it is
 * (a version published before copies were stored, a small or binary file, a client without br/gzip).
 */
export async function openPrecompressed(
  storage: ArtifactStorage,
  key: string,
  acceptEncoding: string | undefined,
): Promise<{ encoding: StoredEncoding; file: StoredObject } | null> {
  const encoding = isPrecompressible(key) ? preferredEncoding(acceptEncoding) : undefined;
  if (!encoding) return null;
  const suffix = storedEncodings.find((stored) => stored.encoding === encoding)!.suffix;
  // Both copies are stored together, so a missing .br means no .gz either: one read, not two.
  // A failed read is a miss too: a bucket answers 403 for a missing key to a reader that may not
  // list it, and a store that is really down fails the read of the file itself, which is reported.
  const file = await storage.get(key + suffix).catch(() => null);
  return file && { encoding, file };
}
