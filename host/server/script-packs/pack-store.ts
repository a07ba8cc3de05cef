import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressors } from '@shop/server-kit/artifact-storage';

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

// Each file's map names its own offsets: inside a pack it would point DevTools at the wrong lines.
const sourceMapComment = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

/** The files in their order, each on lines of its own, without their source-map comments. */
export function concatenate(files: readonly Buffer[]): Buffer {
  const texts = files.map((file) => file.toString('utf8').replace(sourceMapComment, ''));
  // A statement left open at a file's end must not run on into the next file.
  return Buffer.from(texts.join('\n;\n'), 'utf8');
}

async function buildPack(read: ReadPackFile, files: readonly string[]): Promise<ScriptPack> {
  const contents = await Promise.all(
    files.map(async (name) => {
      const content = await read(name);
      if (!content) throw new MissingPackFile(name);
      return content;
    }),
  );
  const identity = concatenate(contents);
  // Built once and sent for a year, as the published files are: their best compression.
  const [br, gz] = await Promise.all([compressors.br(identity), compressors.gzip(identity)]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, br, gzip: gz };
}

export type PackStoreOptions = {
  /** Bytes of built packs kept (text and both compressions). */
  maxBytes?: number;
  /** Packs built at the same time; a request beyond them is refused (`PacksBusy`). */
  maxBuilding?: number;
};

/**
 * Built script packs by folder and files, kept in memory: the files of a published version or a
 * shell build never change, so neither does their pack. A pack being built is shared by every
 * request that asks for it meanwhile.
 */
export function createPackStore({
  maxBytes = 64 * 1024 * 1024,
  maxBuilding = 2,
}: PackStoreOptions = {}) {
  let building = 0;
  const cache = new LRUCache<string, ScriptPack, { read: ReadPackFile; files: string[] }>({
    maxSize: maxBytes,
    sizeCalculation: (pack) => pack.identity.length + pack.br.length + pack.gzip.length,
    fetchMethod: async (_key, _stale, { context }) => {
      if (building >= maxBuilding) throw new PacksBusy();
      building += 1;
      try {
        return await buildPack(context.read, context.files);
      } finally {
        building -= 1;
      }
    },
  });
  return {
    /** The pack of `files` in `folder` (a key that names the folder), built on the first ask. */
    async get(folder: string, read: ReadPackFile, files: readonly string[]): Promise<ScriptPack> {
      const pack = await cache.fetch(`${folder}?${files.join(',')}`, {
        context: { read, files: [...files] },
      });
      if (!pack) throw new Error(`the pack of ${folder} was not built`);
      return pack;
    },
  };
}

export type PackStore = ReturnType<typeof createPackStore>;
