/** Headers for every document: scripts only from this origin (plus development overrides), no framing. */
export function documentSecurityHeaders(extraScriptOrigins: string[]): Record<string, string> {
  const scripts = ["'self'", ...extraScriptOrigins].join(' ');
  return {
    'content-security-policy': [
      "default-src 'self'",
      `script-src ${scripts}`,
      `connect-src 'self' ${extraScriptOrigins.join(' ')}`.trim(),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}
