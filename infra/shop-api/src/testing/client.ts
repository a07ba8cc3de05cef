/** The shop's own page origin in tests: allowed by the API's default origins. */
export const shopOrigin = 'http://localhost:8080';

export type ClientOptions = {
  channel?: string;
  locale?: string;
  origin?: string | null;
  ip?: string;
  /** Cookies to start from and keep, e.g. the same browser talking to another instance. */
  jar?: Map<string, string>;
};

/** A browser-like client: keeps cookies, sends Origin, X-Channel, X-Locale and the CSRF token from its cookie. */
export function createClient(baseUrl: string, options: ClientOptions = {}) {
  const jar = options.jar ?? new Map<string, string>();
  const headersFor = (extra: Record<string, string | undefined>) => {
    const headers: Record<string, string> = {
      'x-channel': options.channel ?? 'wallart-de',
      'x-locale': options.locale ?? 'de-DE',
    };
    if (jar.size > 0)
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    for (const [key, value] of Object.entries(extra)) if (value !== undefined) headers[key] = value;
    return headers;
  };
  async function send(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string | undefined> = {},
  ) {
    const url = path.startsWith('http')
      ? path.replace(/^https?:\/\/[^/]+/, baseUrl)
      : `${baseUrl}${path}`;
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: headersFor({
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const text = await response.text();
    const json =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, json, text };
  }
  return {
    jar,
    get: (path: string, extra: Record<string, string | undefined> = {}) =>
      send('GET', path, undefined, extra),
    /** POSTs JSON like the shop's page: allowed Origin and the X-CSRF-Token from the cookie, unless overridden. */
    post: (path: string, body: unknown = {}, extra: Record<string, string | undefined> = {}) =>
      send('POST', path, body, {
        ...(options.origin === null ? {} : { origin: options.origin ?? shopOrigin }),
        'x-csrf-token': jar.get('__Host-shop_csrf'),
        ...extra,
      }),
  };
}
export type TestClient = ReturnType<typeof createClient>;

/** Signs up as a shopper does, with the form's fields. */
export const signUp = (client: TestClient, email: string, password: string) =>
  client.post('/web-api/customer-signup', {
    email,
    password,
    firstName: 'Erika',
    lastName: 'Muster',
  });

type OutboxMail = { kind: string; subject: string; text: string; links: string[] };

/** The newest mail to an address in the development outbox, as any client of the API sees it. */
export async function newestMail(client: TestClient, to: string): Promise<OutboxMail | undefined> {
  const response = await client.get(`/web-api/dev/outbox?to=${encodeURIComponent(to)}`);
  return response.status === 200 ? (response.json.mails[0] as OutboxMail | undefined) : undefined;
}

export const confirmationLinkOf = (mail: OutboxMail | undefined) =>
  mail?.links.find((candidate) => candidate.includes('/customer-signup/confirm'));
