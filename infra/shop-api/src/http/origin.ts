/**
 * Matches an Origin against patterns such as `https://www.example.de`, `http://localhost:*` or
 * `http://*.localhost:*`: `*.` stands for one or more host labels, `:*` for any port or none.
 */
export function createOriginMatcher(patterns: string[]): (origin: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const match = /^(https?):\/\/([^/:]+)(?::(\*|\d+))?\/?$/i.exec(pattern.trim());
    if (!match)
      throw new Error(
        `SHOP_ALLOWED_ORIGINS: "${pattern}" is not an origin pattern like https://shop.example or http://*.localhost:*`,
      );
    const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
    const hostPart = host
      .toLowerCase()
      .split('.')
      .map((label) => (label === '*' ? '(?:[a-z0-9-]+\\.)*[a-z0-9-]+' : escape(label)))
      .join('\\.');
    const portPart = port === '*' ? '(?::\\d{1,5})?' : port ? `:${port}` : '';
    return new RegExp(`^${scheme.toLowerCase()}://${hostPart}${portPart}$`);
  });
  return (origin) => expressions.some((expression) => expression.test(origin.toLowerCase()));
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
