import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressors, type StoredEncoding } from '@shop/server-kit/artifact-storage';
import { edgeCompressors } from '../compression';
import { packMapHref } from './pack-url';
import { concatenate, type PackFile } from './pack-text';

/** Reads one file of a pack's folder; null when the folder has no such file. */
export type ReadPackFile = (name: string) => Promise<Buffer | null>;

/** A built pack: its text, compressed once for every shopper after. */
export type ScriptPack = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

/** A file the pack names is not in its folder: the address is wrong, not the edge. */
export class MissingPackFile extends Error {
  constructor(readonly file: string) {
    super(`${file} is not in this folder`);
  }
}

/** More packs than the edge builds at once: the browser loads the files one by one instead. */
export class PacksBusy extends Error {
  constructor() {
    super('the edge is building other script packs');
  }
}

/** The files of a pack, in its order; `MissingPackFile` for one its folder does not have. */
export function readPackFiles(read: ReadPackFile, files: readonly string[]): Promise<PackFile[]> {
  return Promise.all(
    files.map(async (name) => {
      const content = await read(name);
      if (!content) throw new MissingPackFile(name);
      return { name, content };
    }),
  );
}

type Compressors = Record<StoredEncoding, (data: Buffer) => Promise<Buffer>>;

async function buildPack(
  folder: string,
  read: ReadPackFile,
  files: readonly string[],
  compress: Compressors,
): Promise<ScriptPack> {
  const contents = await readPackFiles(read, files);
  const identity = concatenate(folder, contents, packMapHref(files));
  const [br, gz] = await Promise.all([compress.br(identity), compress.gzip(identity)]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, br, gzip: gz };
}

export type PackStoreOptions = {
  /** Bytes of built packs that documents named (text and both compressions). */
  maxBytes?: number;
  /** Bytes of packs asked for that no document of this edge named. */
  maxAskedBytes?: number;
  /** Packs of each kind built at the same time; a request beyond them is refused (`PacksBusy`). */
  maxBuilding?: number;
};

const keyOf = (folder: string, files: readonly string[]) => `${folder}?${files.join(',')}`;

type BuildContext = { folder: string; read: ReadPackFile; files: string[] };

function packCache(maxSize: number, maxBuilding: number, compress: Compressors) {
  let building = 0;
  return new LRUCache<string, ScriptPack, BuildContext>({
    maxSize,
    sizeCalculation: (pack) => pack.identity.length + pack.br.length + pack.gzip.length,
    fetchMethod: async (_key, _stale, { context }) => {
      if (building >= maxBuilding) throw new PacksBusy();
      building += 1;
      try {
        return await buildPack(context.folder, context.read, context.files, compress);
      } finally {
        building -= 1;
      }
    },
  });
}

/**
 * Built script packs by folder and files, kept in memory: the files of a published version or a
 * shell build never change, so neither does their pack. A pack being built is shared by every
 * request that asks for it meanwhile.
 *
 * Packs a document of this edge named are compressed at their best (brotli 11, like the published
 * files) and kept. Any other file list is built at the edge's own quicker settings and kept apart:
 * a flood of made-up lists costs milliseconds each and pushes no document's pack out. (Behind a
 * load balancer, an edge that did not render the page serves it that way until it renders one.)
 */
export function createPackStore({
  maxBytes = 64 * 1024 * 1024,
  maxAskedBytes = 8 * 1024 * 1024,
  maxBuilding = 2,
}: PackStoreOptions = {}) {
  const named = packCache(maxBytes, maxBuilding, compressors);
  const asked = packCache(maxAskedBytes, maxBuilding, edgeCompressors);
  // Only the keys: a document's pack that was pushed out is built again at its best.
  const namedKeys = new LRUCache<string, true>({ max: 10_000 });
  const fetchFrom = async (
    cache: typeof named,
    folder: string,
    read: ReadPackFile,
    files: readonly string[],
  ) => {
    const pack = await cache.fetch(keyOf(folder, files), {
      context: { folder, read, files: [...files] },
    });
    if (!pack) throw new Error(`the pack of ${folder} was not built`);
    return pack;
  };
  return {
    /** The pack of `files` in `folder` (a key that names the folder), built on the first ask. */
    get(folder: string, read: ReadPackFile, files: readonly string[]): Promise<ScriptPack> {
      const cache = namedKeys.has(keyOf(folder, files)) ? named : asked;
      return fetchFrom(cache, folder, read, files);
    },
    /** The pack a document names: built now at its best, and what every ask for it gets. */
    named(folder: string, read: ReadPackFile, files: readonly string[]): Promise<ScriptPack> {
      namedKeys.set(keyOf(folder, files), true);
      return fetchFrom(named, folder, read, files);
    },
  };
}

export type PackStore = ReturnType<typeof createPackStore>;
