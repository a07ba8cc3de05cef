import type { AccountIntegrations } from '@shop/contracts';

type Sources = { script: string[]; frame: string[]; connect: string[]; style: string[] };

/** Origins Google's sign-in and reCAPTCHA need, only when the environment configures them. */
function integrationSources(integrations: AccountIntegrations): Sources {
  const sources: Sources = { script: [], frame: [], connect: [], style: [] };
  if (integrations.googleClientId) {
    sources.script.push('https://accounts.google.com/gsi/client');
    sources.frame.push('https://accounts.google.com/gsi/');
    sources.connect.push('https://accounts.google.com/gsi/');
    sources.style.push('https://accounts.google.com/gsi/style');
  }
  if (integrations.recaptchaSiteKey) {
    sources.script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    sources.frame.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
  }
  return sources;
}

const list = (...groups: string[][]) => groups.flat().join(' ');

/** Production is served over HTTPS only: browsers should never try plain HTTP again, for a year. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Headers for every document: scripts only from this origin, the configured Google integrations
 * and development overrides; no framing of the shop.
 */
export function documentSecurityHeaders(
  overrideOrigins: string[],
  integrations: AccountIntegrations,
  options: { production?: boolean } = {},
): Record<string, string> {
  const extra = integrationSources(integrations);
  const directives = [
    "default-src 'self'",
    `script-src ${list(["'self'"], overrideOrigins, extra.script)}`,
    `connect-src ${list(["'self'"], overrideOrigins, extra.connect)}`,
    `style-src ${list(["'self'", "'unsafe-inline'"], overrideOrigins, extra.style)}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `frame-src ${extra.frame.length > 0 ? list(extra.frame) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return {
    'content-security-policy': directives.join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(options.production ? { 'strict-transport-security': strictTransportSecurity } : {}),
  };
}
