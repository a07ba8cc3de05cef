import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { Header, Pax, Parser, type ReadEntry } from 'tar';

/** One file of an artifact: its path inside `dist/<version>/` (forward slashes) and its bytes. */
export type ArtifactFile = { path: string; data: Buffer };

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const block = 512;

/** A problem with an uploaded tarball that the publisher can fix. */
export class TarballError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'TarballError';
  }
}

/**
 * Returns the cleaned relative path, or a reason it is refused. Refused rather than repaired,
 * so a traversal attempt never lands anywhere.
 */
export function checkArtifactPath(raw: string): { path: string } | { refused: string } {
  const name = raw.startsWith('./') ? raw.slice(2) : raw;
  if (name === '') return { refused: 'an empty file name' };
  if (name.includes('\0') || name.includes('\\'))
    return { refused: `"${raw}" contains a NUL or backslash` };
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name))
    return { refused: `"${raw}" is an absolute path` };
  const segments = name.split('/');
  if (segments.some((segment) => segment === '..'))
    return { refused: `"${raw}" climbs out of the artifact folder` };
  if (segments.some((segment) => segment === '' || segment === '.'))
    return { refused: `"${raw}" has an empty or "." segment` };
  if (name.length > 512)
    return { refused: `"${raw.slice(0, 40)}..." is longer than 512 characters` };
  return { path: name };
}

/** Packs files into a gzip tarball (ustar, pax headers for long names), the upload format. */
export async function packArtifact(files: ArtifactFile[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (const file of files) {
    const header = new Header({
      path: file.path,
      mode: 0o644,
      uid: 0,
      gid: 0,
      size: file.data.length,
      mtime: new Date(0),
      type: 'File',
    });
    const needPax = header.encode();
    if (needPax) parts.push(new Pax({ path: file.path, size: file.data.length }).encode());
    parts.push(
      header.block as Buffer,
      file.data,
      Buffer.alloc((block - (file.data.length % block)) % block),
    );
  }
  parts.push(Buffer.alloc(block * 2));
  return gzip(Buffer.concat(parts));
}

/**
 * Unpacks a gzip tarball into memory. Only regular files and folders are accepted; every path is
 * checked before anything is written anywhere.
 */
export async function unpackArtifact(
  tarball: Buffer,
  maxUnpackedBytes: number,
): Promise<ArtifactFile[]> {
  let tar: Buffer;
  try {
    tar = await gunzip(tarball, { maxOutputLength: maxUnpackedBytes });
  } catch (error) {
    if (
      error instanceof RangeError ||
      (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
    ) {
      throw new TarballError(
        `The artifact unpacks to more than ${Math.round(maxUnpackedBytes / 1024 / 1024)} MB`,
        true,
      );
    }
    throw new TarballError(`The upload is not a gzip tarball: ${(error as Error).message}`);
  }
  const files = new Map<string, ArtifactFile>();
  const problems: string[] = [];
  const reading: Promise<void>[] = [];
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      if (entry.type === 'Directory') return entry.resume();
      if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
        problems.push(`"${entry.path}" is a ${entry.type}; only regular files are accepted`);
        return entry.resume();
      }
      const checked = checkArtifactPath(entry.path);
      if ('refused' in checked) {
        problems.push(`File name refused: ${checked.refused}`);
        return entry.resume();
      }
      if (files.has(checked.path)) problems.push(`"${checked.path}" appears twice`);
      const chunks: Buffer[] = [];
      reading.push(
        new Promise((resolve) => {
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => {
            files.set(checked.path, { path: checked.path, data: Buffer.concat(chunks) });
            resolve();
          });
        }),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    parser.on('error', (error: Error) =>
      reject(new TarballError(`The upload is not a valid tarball: ${error.message}`)),
    );
    parser.on('close', () => resolve());
    parser.end(tar);
  });
  await Promise.all(reading);
  if (problems.length > 0) throw new TarballError(problems.join('; '));
  if (files.size === 0) throw new TarballError('The tarball holds no files');
  return [...files.values()];
}
