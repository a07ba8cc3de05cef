import type { AxiosError, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** Header the shop API reads the CSRF token from, and sends fresh tokens in. */
export const csrfHeader = 'X-CSRF-Token';
/** Error code of a refused or missing CSRF token. */
export const csrfErrorCode = 'csrf-token';

/** Shop API calls outside `/web-api`: buying a voucher is a POST to the voucher page's path. */
export const giftVoucherPath = '/gift-voucher';

/** The shop API's root beside its `/web-api` base (`''` on the shop's own origin). */
export function shopApiRoot(webApiBase: string): string {
  return webApiBase.replace(/\/web-api$/, '');
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
type CsrfConfig = InternalAxiosRequestConfig & { csrfRetried?: boolean };

/**
 * Sends the shop API's CSRF token on state-changing requests to `webApiBase`: the latest token
 * the API handed out in a response header, else one from `GET {webApiBase}/csrf-token`. A request
 * refused with code `csrf-token` (e.g. after the session changed) is sent once more with a fresh
 * token; the API refused it before doing anything, so that repeat cannot duplicate work.
 */
export function installCsrf(instance: AxiosInstance, webApiBase: string): void {
  let token: string | undefined;
  let pending: Promise<string | undefined> | undefined;

  const remember = (response: AxiosResponse | undefined) => {
    const header = response?.headers?.[csrfHeader.toLowerCase()];
    if (typeof header === 'string' && header) token = header;
  };
  const fetchToken = () => {
    pending ??= instance
      .get<{ csrfToken?: string }>(`${webApiBase}/csrf-token`)
      .then((response) => response.data.csrfToken ?? token)
      // Without a token the API answers 403 with a fresh one, which the retry below uses.
      .catch(() => token)
      .finally(() => (pending = undefined));
    return pending;
  };
  const needsToken = (config: InternalAxiosRequestConfig) =>
    !safeMethods.has((config.method ?? 'get').toUpperCase()) &&
    ((config.url ?? '').startsWith(`${webApiBase}/`) ||
      (config.url ?? '').split('?')[0] === `${shopApiRoot(webApiBase)}${giftVoucherPath}`);

  instance.interceptors.request.use(async (config) => {
    if (!needsToken(config)) return config;
    const current = token ?? (await fetchToken());
    if (current) config.headers.set(csrfHeader, current);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      remember(response);
      return response;
    },
    async (error: AxiosError<{ code?: string }>) => {
      remember(error.response);
      const config = error.config as CsrfConfig | undefined;
      const refused = error.response?.status === 403 && error.response.data?.code === csrfErrorCode;
      if (!refused || !config || config.csrfRetried || !needsToken(config)) throw error;
      config.csrfRetried = true;
      const sent = config.headers.get(csrfHeader);
      // The refusal usually brings a fresh token; ask for one only when it did not.
      if (!token || token === sent) token = await fetchToken();
      return instance.request(config);
    },
  );
}
