import type { Readable } from 'node:stream';

/** One file of a build, by its path inside the version's folder. */
export type StorageFile = { path: string; data: Buffer };

/** A stored file, ready to stream; the caller consumes or destroys `body`. */
export type StoredObject = { body: Readable; size: number; etag: string | undefined };

/** Files written where nobody reads them yet; `commit` makes them readable under their prefix. */
export type StagedFiles = { commit(): Promise<void>; discard(): Promise<void> };

/**
 * Where remote build artifacts live, by key (`<remote>/<version>/<file>`, `/`-separated): a folder
 * or an S3-compatible bucket. The registry writes and serves through it, the edge reads through it.
 */
export type ArtifactStorage = {
  /** Where the files are, for logs: a folder path or `s3://bucket/prefix`. */
  readonly location: string;
  /** Writes one file, replacing what is under the key. */
  put(key: string, data: Buffer): Promise<void>;
  /** Prepares every file of a version under `prefix`; none is readable before `commit`. */
  stage(prefix: string, files: readonly StorageFile[]): Promise<StagedFiles>;
  /** The file under the key, or null when there is none (or the key is not a clean path). */
  get(key: string): Promise<StoredObject | null>;
  /** Whether any file lives under the prefix. */
  exists(prefix: string): Promise<boolean>;
};

/** The key's segments, or null when one could climb out of the store (`..`, `.`, empty, `\`, NUL). */
export function keySegments(key: string): string[] | null {
  const segments = key.replace(/\/+$/, '').split('/');
  const clean = segments.every(
    (segment) =>
      segment !== '' &&
      segment !== '.' &&
      segment !== '..' &&
      !segment.includes('\\') &&
      !segment.includes('\0'),
  );
  return clean ? segments : null;
}

/** Like keySegments, but a bad key is a programming error. */
export function checkedKey(key: string): string[] {
  const segments = keySegments(key);
  if (!segments) throw new Error(`"${key}" is not a clean artifact storage key`);
  return segments;
}

/** Reads a stored file whole; null when it is missing. */
export async function readStoredFile(
  storage: ArtifactStorage,
  key: string,
): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
