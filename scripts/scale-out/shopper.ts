/** A shopper's browser against one base URL: keeps cookies and echoes the CSRF cookie like the shop's page. */
export function createShopper(
  baseUrl: string,
  origin: string,
  cookies = new Map<string, string>(),
) {
  async function send(method: string, path: string, body?: unknown) {
    const url = path.startsWith('http')
      ? path.replace(/^https?:\/\/[^/]+/, baseUrl)
      : baseUrl + path;
    const headers: Record<string, string> = { 'x-channel': 'wallart-de', 'x-locale': 'de-DE' };
    if (cookies.size > 0)
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') {
      headers.origin = origin;
      headers['x-csrf-token'] = cookies.get('__Host-shop_csrf') ?? '';
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, {
      method,
      headers,
      redirect: 'manual',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as unknown };
  }
  return {
    cookies,
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    /** The same browser talking to another instance. */
    at: (otherBaseUrl: string) => createShopper(otherBaseUrl, origin, cookies),
  };
}
export type Shopper = ReturnType<typeof createShopper>;
