import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '@shop/server-kit';
import { cleanProxyPath } from './proxy-path';

const documentTypes = /\.(html?|svg|xml)$/i;

/**
 * `/remotes/<remote>/<version>/<file>` straight from the artifact store: published versions never
 * change, so they are cached for a year; manifests are read cross-origin by development hosts.
 */
export async function artifactFiles(app: FastifyInstance, options: { root: string }) {
  // A path that could name another file (`x\..\..\api/audit`, `%2e%2e`, NUL) is not an artifact.
  app.addHook('onRequest', async (request) => {
    if (!cleanProxyPath(request.url))
      throw new HttpError(404, 'No such remote artifact', { code: 'not-found' });
  });
  await app.register(fastifyStatic, {
    root: path.resolve(options.root),
    prefix: '/remotes/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Uploads land in .tmp before they are published; nothing there is served.
    allowedPath: (pathname) => !pathname.split('/').includes('.tmp'),
    setHeaders: (response, file) => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('x-content-type-options', 'nosniff');
      if (documentTypes.test(file))
        response.setHeader('content-security-policy', "sandbox; default-src 'none'");
    },
  });
}
