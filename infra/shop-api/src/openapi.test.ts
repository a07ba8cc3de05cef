import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing/harness';

describe('OpenAPI document', () => {
  let api: TestApi;
  let document: any;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
    document = (await api.client().get('/web-api/openapi.json')).json;
  });
  afterAll(() => api?.close());

  it('is OpenAPI 3.1 and documents every route the server has, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = api.app.shopRoutes.map((route) => `${route.method} ${route.url}`);
    expect(documented.sort()).toEqual(served.sort());
  });

  it('resolves every $ref and describes the customer, CSRF and errors', () => {
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref!.split('/').reduce((node: any, key) => node?.[key], document);
      expect(target, ref).toBeDefined();
    }
    expect(document.components.schemas.Customer.required).toEqual(
      expect.arrayContaining([
        'emailHash',
        'firstName',
        'lastName',
        'isLoggedIn',
        'isWhitelabelCustomer',
        'number',
        'type',
        'order',
      ]),
    );
    expect(document.components.schemas.SignUpRequest.properties.password).toMatchObject({
      minLength: 8,
      maxLength: 128,
    });
    const login = document.paths['/web-api/customer-login'].post;
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429']),
    );
    expect(login.parameters).toContainEqual({ $ref: '#/components/parameters/XCsrfToken' });
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-shop_session',
    });
  });
});
