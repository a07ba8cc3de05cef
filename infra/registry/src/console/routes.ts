import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import {
  consoleLoginPath,
  consoleLoginSchema,
  consoleLogoutPath,
  consoleSessionPath,
  releaseConsolePath,
  type ConsoleSession,
  type Environment,
} from '@shop/contracts';
import { HttpError, parseInput, unauthorized, type SharedRedis } from '@shop/server-kit';
import type { ActorResolver } from '../actors';
import {
  clearConsoleSessionCookie,
  readConsoleSessionId,
  setConsoleSessionCookie,
} from './cookies';
import type { PeopleStore } from './people';
import type { ConsoleSessionStore } from './sessions';

export type LoginLimits = { perName: number; perAddress: number; windowMs: number };

/** Ten tries per name and thirty per address in 15 minutes: enough for typos, too few to guess. */
export const defaultLoginLimits: LoginLimits = {
  perName: 10,
  perAddress: 30,
  windowMs: 15 * 60_000,
};

export type ConsoleRoutesOptions = {
  people: PeopleStore;
  sessions: ConsoleSessionStore;
  actors: ActorResolver;
  environment: Environment;
  /** The built console page (index.html and its assets); missing means not built. */
  pageDir: string;
  loginLimits: LoginLimits;
  /** With a shared Redis every instance counts the same login attempts. */
  redis?: SharedRedis | null;
};

/** Only the console's own scripts and styles, only its own API, never inside a frame. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

function tooManyLogins(_request: FastifyRequest, context: { ttl: number }) {
  return new HttpError(
    429,
    `Too many login attempts; try again in ${Math.ceil(context.ttl / 60_000)} min.`,
    { code: 'too-many-requests' },
  );
}

/** Login, logout and the session check of the release console, and the console page itself. */
export async function registerConsoleRoutes(
  app: FastifyInstance,
  options: ConsoleRoutesOptions,
): Promise<void> {
  const { people, sessions, environment } = options;
  const answer = (
    person: { name: string; role: ConsoleSession['user']['role'] },
    csrfToken: string,
  ) =>
    ({
      user: { name: person.name, role: person.role },
      csrfToken,
      environment,
    }) satisfies ConsoleSession;
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get(consoleSessionPath, async (request, reply) => {
    noStore(reply);
    const id = readConsoleSessionId(request.cookies);
    const session = id ? await sessions.find(id) : null;
    if (!session) throw unauthorized('Log in to use the release console');
    return answer(session.person, session.csrfToken);
  });

  await app.register(async (login) => {
    await login.register(rateLimit, {
      global: false,
      ...(options.redis && {
        redis: options.redis.client,
        nameSpace: options.redis.key('registry:console-login:'),
      }),
    });
    const { perName, perAddress, windowMs } = options.loginLimits;
    const byAddress = login.createRateLimit({
      max: perAddress,
      timeWindow: windowMs,
      keyGenerator: (request) => `ip:${request.ip}`,
    });
    const byName = login.createRateLimit({
      max: perName,
      timeWindow: windowMs,
      keyGenerator: (request) => {
        const name = (request.body as { name?: unknown } | undefined)?.name;
        // Its own key without a name: in Redis both counters share one namespace.
        return typeof name === 'string'
          ? `name:${name.trim().toLowerCase()}`
          : `unnamed:${request.ip}`;
      },
    });
    login.post(
      consoleLoginPath,
      {
        bodyLimit: 4 * 1024,
        // Two counters: guessing one person's password, and trying many names from one address.
        preHandler: async (request) => {
          for (const limit of [await byAddress(request), await byName(request)])
            if (!limit.isAllowed && limit.isExceeded) throw tooManyLogins(request, limit);
        },
      },
      async (request, reply) => {
        noStore(reply);
        const { name, password } = parseInput(consoleLoginSchema, request.body, 'login');
        const person = await people.verify(name, password);
        if (!person) {
          request.log.warn({ event: 'console-login-failed', name }, 'console login refused');
          throw unauthorized('Name or password is wrong');
        }
        const previous = readConsoleSessionId(request.cookies);
        // A new id at every login, so a session id planted before login is worthless after it.
        if (previous) await sessions.end(previous);
        const session = await sessions.start(person.id);
        setConsoleSessionCookie(reply, session.id, session.maxAgeSeconds);
        request.log.info({ event: 'console-login', name, role: person.role }, 'console login');
        return answer(person, session.csrfToken);
      },
    );
  });

  app.post(consoleLogoutPath, async (request, reply) => {
    const actor = await options.actors.identify(request);
    const id = readConsoleSessionId(request.cookies);
    if (actor.kind === 'person' && id) await sessions.end(id);
    clearConsoleSessionCookie(reply);
    request.log.info({ event: 'console-logout', name: actor.name }, 'console logout');
    return reply.status(204).send();
  });

  app.get('/console', (_request, reply) => reply.redirect(releaseConsolePath, 301));
  // Asked on every request, so a build made while the registry runs is served without a restart.
  const built = () => fs.existsSync(path.join(options.pageDir, 'index.html'));
  await app.register(async (page) => {
    page.addHook('onRequest', async () => {
      if (!built())
        throw new HttpError(
          503,
          'The release console is not built; run: npm run build -w @shop/registry',
          { code: 'console-not-built' },
        );
    });
    page.addHook('onSend', async (_request, reply) => {
      reply
        .header('Content-Security-Policy', contentSecurityPolicy)
        .header('X-Frame-Options', 'DENY')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'same-origin');
    });
    await page.register(fastifyStatic, {
      root: options.pageDir,
      prefix: releaseConsolePath,
      index: 'index.html',
      // Files are looked up per request (a rebuild brings new hashed names).
      wildcard: true,
      // Ours below, not send's default max-age=0 (which would also replace the immutable one).
      cacheControl: false,
      setHeaders: (response, file) => {
        // Hashed assets never change; the page itself must always be asked for again.
        response.setHeader(
          'Cache-Control',
          file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  });
}
