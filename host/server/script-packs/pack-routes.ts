import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@shop/server-kit';
import {
  createFolderArtifactStorage,
  preferredEncoding,
  readStoredFile,
} from '@shop/server-kit/artifact-storage';
import type { ReadArtifactFile } from '../artifact-reader';
import {
  packFileName,
  packMapFileName,
  parsePackFiles,
  remotesFolder,
  shellFolder,
} from './pack-url';
import { packSourceMap } from './pack-text';
import {
  createPackStore,
  MissingPackFile,
  PacksBusy,
  readPackFiles,
  type PackStoreOptions,
  type ReadPackFile,
} from './pack-store';

/** The folder a pack's (or its map's) address names: the shell's build or the remotes' versions. */
function folderOfPack(pathname: string): string | null {
  const fileName = [packFileName, packMapFileName].find((name) => pathname.endsWith(`/${name}`));
  if (!fileName) return null;
  const folder = pathname.slice(0, -fileName.length);
  return folder === shellFolder || folder === remotesFolder ? folder : null;
}

export type ScriptPacksOptions = PackStoreOptions & {
  assetsDir: string;
  readArtifact: ReadArtifactFile;
  log: FastifyBaseLogger;
};

/** The edge's script packs: built on the first ask, or ahead when a document names them. */
export function createScriptPacks(options: ScriptPacksOptions) {
  const store = createPackStore(options);
  const shellBuild = createFolderArtifactStorage(options.assetsDir);
  const readerOf = (folder: string): ReadPackFile =>
    folder === shellFolder
      ? (name) => readStoredFile(shellBuild, name)
      : (name) => options.readArtifact(name);
  /** The pack an address names; a 4xx `HttpError` for one that names none. */
  const packOf = (pathname: string, files: unknown) => {
    const folder = folderOfPack(pathname);
    if (!folder) throw new HttpError(404, 'No such script pack', { code: 'not-found' });
    const parsed = parsePackFiles(folder, files);
    if ('error' in parsed) throw new HttpError(400, parsed.error, { code: 'bad-pack' });
    const read = readerOf(folder);
    return {
      folder,
      files: parsed.files,
      get: () => store.get(folder, read, parsed.files),
      buildNamed: () => store.named(folder, read, parsed.files),
      /** Read on each ask, never kept: only DevTools asks for it. */
      async sourceMap(): Promise<string> {
        const files = await readPackFiles(read, parsed.files);
        return packSourceMap(
          folder,
          files,
          await Promise.all(parsed.files.map((name) => read(`${name}.map`))),
        );
      },
    };
  };
  return {
    packOf,
    /** Builds the packs of a document's addresses now, so the browser's ask after its paint finds them. */
    prepare(hrefs: readonly string[]): void {
      for (const href of hrefs) {
        const url = new URL(href, 'http://edge.invalid');
        Promise.resolve()
          .then(() => packOf(url.pathname, url.searchParams.get('files')).buildNamed())
          .catch((error: unknown) => {
            // Busy: the browser's own ask builds it.
            if (!(error instanceof PacksBusy))
              options.log.warn(
                { event: 'script-pack-failed', href, err: error },
                'a script pack of a document could not be built ahead',
              );
          });
      }
    },
  };
}

export type ScriptPacks = ReturnType<typeof createScriptPacks>;

type PackRequest = FastifyRequest<{ Querystring: { files?: unknown } }>;

/** A file the pack names that its folder lacks: the address is wrong, a 404 that names the file. */
function missingAsNotFound(error: unknown, folder: string): void {
  if (error instanceof MissingPackFile)
    throw new HttpError(404, `No script ${error.file} in ${folder}`, { code: 'not-found' });
}

async function sendPack(request: PackRequest, reply: FastifyReply, packs: ScriptPacks) {
  const pack = packs.packOf(request.url.split('?')[0]!, request.query.files);
  const built = await pack.get().catch((error: unknown) => {
    missingAsNotFound(error, pack.folder);
    if (error instanceof PacksBusy)
      throw new HttpError(503, 'The edge is busy building script packs', {
        code: 'unavailable',
        headers: { 'retry-after': '1' },
      });
    request.log.error(
      { event: 'script-pack-failed', folder: pack.folder, files: pack.files, err: error },
      'a script pack could not be built; the browser loads its files one by one',
    );
    throw new HttpError(503, 'The script pack could not be built', { code: 'unavailable' });
  });
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('vary', 'accept-encoding')
    .header('access-control-allow-origin', '*')
    .header('x-content-type-options', 'nosniff')
    .header('etag', built.etag)
    .type('text/javascript; charset=utf-8');
  if (request.headers['if-none-match'] === built.etag) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // Set before the global compression's onSend runs, so the pack is never compressed again.
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? built[encoding] : built.identity);
}

async function sendPackMap(request: PackRequest, reply: FastifyReply, packs: ScriptPacks) {
  const pack = packs.packOf(request.url.split('?')[0]!, request.query.files);
  const map = await pack.sourceMap().catch((error: unknown) => {
    missingAsNotFound(error, pack.folder);
    throw error;
  });
  return reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('access-control-allow-origin', '*')
    .type('application/json; charset=utf-8')
    .send(map);
}

/**
 * `/assets/pack.js?files=…` and `/remotes/pack.js?files=<remote>/<version>/<file>,…`: the named
 * files of the shell's build or of published remote versions as one script (see `pack-url`), and
 * `pack.js.map?files=…` beside each, its source map.
 */
export async function scriptPackRoutes(app: FastifyInstance, options: { packs: ScriptPacks }) {
  for (const folder of [shellFolder, remotesFolder]) {
    app.get(`${folder}${packFileName}`, (request: PackRequest, reply) =>
      sendPack(request, reply, options.packs),
    );
    app.get(`${folder}${packMapFileName}`, (request: PackRequest, reply) =>
      sendPackMap(request, reply, options.packs),
    );
  }
}
