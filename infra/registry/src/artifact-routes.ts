import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '@shop/server-kit';
import type { ActorResolver } from './actors';
import type { ArtifactStore } from './artifact-store';
import {
  contentTypeOf,
  isDocumentType,
  isPrecompressible,
  precompressMinBytes,
  storedEncodings,
} from '@shop/server-kit/artifact-storage';
import { parseRemote, parseVersion } from './params';
import { TarballError, unpackArtifact } from './tarball';

export type ArtifactRoutesOptions = {
  artifacts: ArtifactStore;
  environment: string;
  authorize: ActorResolver['authorize'];
  maxUploadBytes: number;
  maxUnpackedBytes: number;
};

const gzipTypes = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];
const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
const publishQuery = z.object({ reason: z.string().trim().min(1).optional() });

/** Publishing (a gzip tarball of `dist/<version>/`), serving the files, and listing what is published. */
export function registerArtifactRoutes(app: FastifyInstance, options: ArtifactRoutesOptions): void {
  const { artifacts, maxUploadBytes } = options;
  const tooLarge = () =>
    new HttpError(413, `The upload is larger than the ${formatBytes(maxUploadBytes)} limit`);

  app.addContentTypeParser(gzipTypes, (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > maxUploadBytes)
      return done(tooLarge(), undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxUploadBytes) chunks.push(chunk);
    });
    payload.on('end', () =>
      size > maxUploadBytes ? done(tooLarge(), undefined) : done(null, Buffer.concat(chunks)),
    );
    payload.on('error', (error) => done(error, undefined));
  });

  app.post<{ Params: { remote: string; version: string }; Querystring: { reason?: string } }>(
    '/api/artifacts/:remote/:version',
    // Checked before the body is read, so nobody without a token can make the registry buffer 50 MB.
    { onRequest: async (request) => void (await options.authorize(request, 'publish')) },
    async (request, reply) => {
      const publishedBy = (await options.authorize(request, 'publish')).name;
      const remote = parseRemote(request.params.remote);
      const version = parseVersion(request.params.version);
      const reason =
        publishQuery.safeParse(request.query).data?.reason ?? `publish ${remote} ${version}`;
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          'Send the artifact as a gzip tarball of dist/<version>/ with Content-Type: application/gzip',
        );
      }
      let files;
      try {
        files = await unpackArtifact(request.body, options.maxUnpackedBytes);
      } catch (error) {
        if (error instanceof TarballError)
          throw new HttpError(error.tooLarge ? 413 : 400, error.message);
        throw error;
      }
      const artifact = await artifacts.publish({
        remote,
        version,
        files,
        publishedBy,
        reason,
        environment: options.environment,
      });
      request.log.info(
        { event: 'artifact-published', remote, version, files: files.length, publishedBy },
        'artifact published',
      );
      return reply.status(201).send(artifact);
    },
  );

  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    async (request, reply) => {
      // CORS on misses too, so a browser's failed manifest fetch shows the 404 rather than a CORS error.
      reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-cache');
      const { remote: rawRemote, version, '*': file } = request.params;
      const missing = () =>
        notFound(`No file ${file} in ${rawRemote} ${version}`, 'unknown-artifact-file');
      const remote = parseRemote(rawRemote);
      const artifact = await artifacts.get(remote, version);
      if (!artifact) throw notFound(`${remote} ${version} is not published`, 'unknown-artifact');
      const info = artifact.files.find((entry) => entry.path === file);
      if (!info) throw missing();
      const contentType = contentTypeOf(info.path);
      // Large text files may go out as their stored .br or .gz copy, so caches keep one per encoding.
      const negotiated = isPrecompressible(info.path) && info.size >= precompressMinBytes;
      if (negotiated) reply.header('Vary', 'accept-encoding');
      // Each encoding is its own representation with its own tag; any of them proves the client has the file.
      const tags = [undefined, ...storedEncodings.map((stored) => stored.encoding)].map(
        (encoding) => (encoding ? `"${info.sha256}-${encoding}"` : `"${info.sha256}"`),
      );
      const matched = request.headers['if-none-match']
        ?.split(',')
        .map((tag) => tag.trim().replace(/^W\//, ''))
        .find((tag) => tags.includes(tag));
      // Opened before the cache headers go out, so a file lost from the storage is never cached as immutable.
      const compressed =
        matched || !negotiated
          ? null
          : await artifacts.openCompressed(artifact, info.path, request.headers['accept-encoding']);
      const stored =
        matched || compressed ? undefined : await artifacts.openFile(artifact, info.path);
      if (stored === null) {
        request.log.error(
          { event: 'artifact-file-missing', remote, version, file: info.path },
          'a published file is missing from the artifact store',
        );
        throw missing();
      }
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(contentType);
      if (isDocumentType(contentType))
        reply.header('Content-Security-Policy', "sandbox; default-src 'none'");
      if (matched) return reply.header('ETag', matched).status(304).send();
      if (compressed)
        return reply
          .header('ETag', `"${info.sha256}-${compressed.encoding}"`)
          .header('Content-Encoding', compressed.encoding)
          .header('Content-Length', compressed.file.size)
          .send(compressed.file.body);
      return reply
        .header('ETag', `"${info.sha256}"`)
        .header('Content-Length', info.size)
        .send(stored!.body);
    },
  );

  app.get('/api/remotes', async () => ({ remotes: await artifacts.list() }));

  app.get<{ Params: { remote: string } }>('/api/remotes/:remote/versions', async (request) => {
    const remote = parseRemote(request.params.remote);
    return { remote, versions: await artifacts.versions(remote) };
  });
}
