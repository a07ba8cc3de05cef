import { remoteNameSchema } from '@shop/contracts';
import { HttpError } from '@shop/server-kit';

export const overrideQueryParameter = 'remote-override';
export const overrideCookie = 'shop_remote_overrides';

const hostPattern =
  /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?)(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*$|^\[[\da-f:.]+\]$/i;

/**
 * Parses `mf_navigation@http://localhost:3001/mf-manifest.json,mf_account@...`. Only http(s)
 * manifest URLs of known remotes are taken; anything else is a 400 naming the entry.
 */
export function parseOverrides(value: string): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('@');
    const name = entry.slice(0, at);
    const url = entry.slice(at + 1);
    if (at <= 0 || !remoteNameSchema.safeParse(name).success) {
      throw new HttpError(
        400,
        `Remote override "${entry}" must look like mf_navigation@http://localhost:3001/mf-manifest.json with a known remote`,
      );
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new HttpError(
        400,
        `Remote override for ${name} needs an absolute manifest URL, got "${url}"`,
      );
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new HttpError(400, `Remote override for ${name} must be an http(s) URL`);
    }
    // The origin goes into the page's CSP: a wildcard or a `;` in the host would widen or break it.
    if (!hostPattern.test(parsed.hostname)) {
      throw new HttpError(
        400,
        `Remote override for ${name} needs a plain host name, got "${parsed.hostname}"`,
      );
    }
    overrides[name] = parsed.href;
  }
  return overrides;
}

export function serializeOverrides(overrides: Record<string, string>): string {
  return Object.entries(overrides)
    .map(([name, url]) => `${name}@${url}`)
    .join(',');
}
