import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const allowedHeaders = [
  'Accept',
  'Authorization',
  'Cache-Control',
  'Content-Type',
  'SplitSDKVersion',
  'SplitSDKClientKey',
  'SplitSDKImpressionsMode',
  'SplitSDKMachineIP',
  'SplitSDKMachineName',
].join(', ');

/**
 * CORS for a browser SDK on another origin (local development, a CDN-hosted page). The SDK sends
 * no cookies, so allowed origins are echoed without credentials; `*` allows every origin.
 */
export function registerCors(app: FastifyInstance, prefix: string, origins: string[]): void {
  const allows = (origin: string) => origins.includes('*') || origins.includes(origin);

  const decorate = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !allows(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${prefix}/`)) decorate(request, reply);
  });

  app.options(`${prefix}/*`, async (request, reply) => {
    reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    reply.header('Access-Control-Allow-Headers', allowedHeaders);
    reply.header('Access-Control-Max-Age', '600');
    return reply.status(204).send();
  });
}
