import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Environment } from '@shop/contracts';
import { HttpError, unauthorized } from '@shop/server-kit';

/** What a machine token may do: publish builds only (CI), or also change release sets. */
export const tokenScopes = ['publish', 'release'] as const;
export type TokenScope = (typeof tokenScopes)[number];

/** Write tokens: the name is recorded in the audit as who did it. */
export type RegistryToken = { name: string; token: string; scope: TokenScope };

const scopeSuffix = new RegExp(`:(${tokenScopes.join('|')})$`);

/** Parses REGISTRY_TOKENS: `name:token[:scope],...`; without a scope a token may publish and release. */
export function parseTokens(value: string): RegistryToken[] {
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const colon = pair.indexOf(':');
      const name = pair.slice(0, colon).trim();
      const rest = pair.slice(colon + 1).trim();
      const scope = (scopeSuffix.exec(rest)?.[1] ?? 'release') as TokenScope;
      const token = rest.replace(scopeSuffix, '');
      if (colon < 1 || token.length < 16) {
        throw new Error(
          `REGISTRY_TOKENS entries are name:token with a token of 16 or more characters; "${name || pair.slice(0, 8)}..." is not`,
        );
      }
      return { name, token, scope };
    });
}

/** Reads the local development token, creating it once (name `local`) when there is none. */
export function loadOrCreateLocalToken(file: string): RegistryToken {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // 'wx' fails if another process created it meanwhile; then we read theirs.
    try {
      fs.writeFileSync(file, `${crypto.randomBytes(24).toString('base64url')}\n`, {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { name: 'local', token: fs.readFileSync(file, 'utf8').trim(), scope: 'release' };
}

/**
 * The tokens a registry accepts: REGISTRY_TOKENS when set; else, outside production, the local
 * token file; in production with none configured, no tokens (so writes are refused).
 */
export function resolveTokens(
  environment: Environment,
  configured: string | undefined,
  localTokenFile: string,
): RegistryToken[] {
  if (configured?.trim()) return parseTokens(configured);
  if (environment === 'production') return [];
  return [loadOrCreateLocalToken(localTokenFile)];
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Returns the name of the token in an `Authorization: Bearer` header, or throws 401/403. */
export function authenticate(tokens: RegistryToken[], header: string | undefined): string {
  if (tokens.length === 0) {
    throw new HttpError(
      403,
      'This registry accepts no writes: no tokens are configured (set REGISTRY_TOKENS=name:token)',
    );
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match)
    throw unauthorized(
      'Writes need a token: send Authorization: Bearer <token> (the CLI reads REGISTRY_TOKEN or .data/registry-token)',
    );
  // Equal-length digests and no early exit, so timing reveals neither the token nor which one matched.
  const given = digest(match[1]!);
  let found: string | undefined;
  for (const { name, token } of tokens) {
    if (crypto.timingSafeEqual(given, digest(token)) && found === undefined) found = name;
  }
  if (found === undefined) throw unauthorized('The registry token is not valid');
  return found;
}
