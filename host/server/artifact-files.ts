import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '@shop/server-kit';
import {
  contentTypeOf,
  createS3ArtifactStorage,
  isPrecompressible,
  openPrecompressed,
  type ArtifactStorage,
} from '@shop/server-kit/artifact-storage';
import type { EdgeConfig } from './config';
import { cleanProxyPath } from './proxy-path';

const documentTypes = /\.(html?|svg|xml)$/i;
const storedSuffixes = /\.(br|gz)$/;
const noSuchArtifact = () => new HttpError(404, 'No such remote artifact', { code: 'not-found' });

// A path that could name another file (`x\..\..\api/audit`, `%2e%2e`, NUL) is not an artifact.
function refuseUncleanPaths(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!cleanProxyPath(request.url)) throw noSuchArtifact();
  });
}

function artifactHeaders(reply: FastifyReply, file: string) {
  reply.header('access-control-allow-origin', '*').header('x-content-type-options', 'nosniff');
  if (documentTypes.test(file))
    reply.header('content-security-policy', "sandbox; default-src 'none'");
}

/**
 * `/remotes/<remote>/<version>/<file>` straight from the artifact store: published versions never
 * change, so they are cached for a year; manifests are read cross-origin by development hosts.
 */
export async function artifactFiles(app: FastifyInstance, options: { root: string }) {
  refuseUncleanPaths(app);
  await app.register(fastifyStatic, {
    root: path.resolve(options.root),
    prefix: '/remotes/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Uploads land in .tmp before they are published; nothing there is served.
    allowedPath: (pathname) => !pathname.split('/').includes('.tmp'),
    // The registry stored .br and .gz copies beside each large text file at publish: sent as they are.
    preCompressed: true,
    // `file` is the copy sent, `x.js.br` for a compressed x.js.
    setHeaders: (response, file) => {
      const original = file.replace(storedSuffixes, '');
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('x-content-type-options', 'nosniff');
      if (isPrecompressible(original)) response.setHeader('vary', 'accept-encoding');
      if (documentTypes.test(original))
        response.setHeader('content-security-policy', "sandbox; default-src 'none'");
    },
  });
}

/** The same files from a bucket (ARTIFACTS_S3_BUCKET), with the same caching and headers. */
export async function storedArtifactFiles(
  app: FastifyInstance,
  options: { storage: ArtifactStorage },
) {
  refuseUncleanPaths(app);
  app.get<{ Params: { '*': string } }>('/remotes/*', async (request, reply) => {
    const key = request.params['*'];
    if (key.split('/').includes('.tmp')) throw noSuchArtifact();
    let file, encoding;
    try {
      const compressed = await openPrecompressed(
        options.storage,
        key,
        request.headers['accept-encoding'],
      );
      encoding = compressed?.encoding;
      file = compressed ? compressed.file : await options.storage.get(key);
    } catch (error) {
      request.log.error(
        { event: 'artifact-store-failed', key, reason: (error as Error).message },
        'the artifact store did not answer',
      );
      throw new HttpError(503, 'The artifact store is unavailable', { code: 'unavailable' });
    }
    if (!file) throw noSuchArtifact();
    artifactHeaders(reply, key);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (isPrecompressible(key)) reply.header('vary', 'accept-encoding');
    // Set before the global compression's onSend runs, so a stored copy is never compressed again.
    if (encoding) reply.header('content-encoding', encoding);
    if (file.etag) reply.header('etag', file.etag);
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(contentTypeOf(key)).header('content-length', file.size).send(file.body);
  });
}

/** Serves /remotes/* from the bucket or folder the config names; false when it names none, and the registry answers. */
export async function registerArtifactFiles(
  app: FastifyInstance,
  config: Pick<EdgeConfig, 'artifactsDir' | 'artifactsS3'>,
): Promise<boolean> {
  if (config.artifactsS3)
    await app.register(storedArtifactFiles, {
      storage: createS3ArtifactStorage(config.artifactsS3),
    });
  else if (config.artifactsDir) await app.register(artifactFiles, { root: config.artifactsDir });
  return Boolean(config.artifactsS3 || config.artifactsDir);
}
