import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PersonRole } from '@shop/contracts';
import { HttpError, forbidden, unauthorized } from '@shop/server-kit';
import { readConsoleSessionId } from './console/cookies';
import type { ConsoleSessionStore } from './console/sessions';
import { authenticate, type RegistryToken, type TokenScope } from './tokens';

/** Publish a build; change release sets; promote over a failing health verdict. */
export type Permission = 'publish' | 'release' | 'override';

/** Who asks: a machine token or a person logged in to the console. */
export type Actor = { name: string; kind: 'token' | 'person'; permissions: Permission[] };

export const rolePermissions: Record<PersonRole, Permission[]> = {
  viewer: [],
  releaser: ['release'],
  admin: ['release', 'override'],
};

const scopePermissions: Record<TokenScope, Permission[]> = {
  publish: ['publish'],
  release: ['publish', 'release'],
};

const doing: Record<Permission, string> = {
  publish: 'publish builds',
  release: 'change release sets',
  override: 'override a health refusal',
};

const sameToken = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type ActorResolverOptions = {
  tokens: RegistryToken[];
  /** Token names that may also override a health refusal. */
  adminTokens: string[];
  sessions: ConsoleSessionStore;
};

/**
 * Who is asking and whether they may: a Bearer token, or a console session whose write echoes the
 * session's CSRF token (a cookie alone is what a forged cross-site request would bring).
 */
export function createActorResolver(options: ActorResolverOptions) {
  async function identify(request: FastifyRequest): Promise<Actor> {
    if (request.headers.authorization !== undefined) {
      const name = authenticate(options.tokens, request.headers.authorization);
      const token = options.tokens.find((candidate) => candidate.name === name)!;
      const permissions = [...scopePermissions[token.scope]];
      if (options.adminTokens.includes(name)) permissions.push('override');
      return { name, kind: 'token', permissions };
    }
    const sessionId = readConsoleSessionId(request.cookies);
    const session = sessionId ? await options.sessions.find(sessionId) : null;
    if (!session)
      throw unauthorized(
        sessionId
          ? 'Your console session has ended; log in again'
          : 'Writes need a token: send Authorization: Bearer <token> (the CLI reads REGISTRY_TOKEN or .data/registry-token), or log in to the console',
      );
    const echoed = request.headers['x-csrf-token'];
    if (typeof echoed !== 'string' || !sameToken(echoed, session.csrfToken))
      throw new HttpError(
        403,
        "The request lacks this session's CSRF token; reload the console and try again",
        {
          code: 'csrf',
        },
      );
    return {
      name: session.person.name,
      kind: 'person',
      permissions: rolePermissions[session.person.role],
    };
  }

  return {
    identify,
    /** The actor, if they hold `permission`; otherwise a 401 or a 403 that says what is missing. */
    async authorize(request: FastifyRequest, permission: Permission): Promise<Actor> {
      const actor = await identify(request);
      if (!actor.permissions.includes(permission))
        throw forbidden(
          actor.kind === 'token'
            ? `The token "${actor.name}" may not ${doing[permission]}`
            : `${actor.name} may not ${doing[permission]}: ask an admin for the role that allows it`,
        );
      return actor;
    },
  };
}
export type ActorResolver = ReturnType<typeof createActorResolver>;
