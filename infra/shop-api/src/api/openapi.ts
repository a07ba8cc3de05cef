import { z } from 'zod';
import { channelHeaderParameter, localeHeaderParameter } from '@shop/server-kit';
import pkg from '../../package.json' with { type: 'json' };
import { messagesFor } from '../i18n';
import { operations, type Operation } from './operations';
import { formOperations } from './form-operations';
import { formSchemasFor } from '../http/form-request';
import {
  accountStatusSchema,
  apiErrorSchema,
  csrfTokenSchema,
  customerSchema,
  contactMessageSentSchema,
  giftVoucherPurchaseSchema,
  voucherSchema,
} from '@shop/contracts';
import { outboxSchema, requestSchemas } from './schemas';
import { csrfCookieName, sessionCookieName } from '../http/cookies';

const description = `The shop's own API for customers, sessions, password reset, Google sign-in and the newsletter.

**Channel and language.** Every call except the mailed links carries \`X-Channel\` (brand and country, e.g. \`wallart-de\`,
\`kartenliebe-ch\`) and \`X-Locale\` (\`de-DE\`). Accounts belong to the brand: a kartenliebe account is not a wallart account,
but one wallart account works in every wallart country. Messages and mails come in the language of X-Locale (de, en, es, fr, it, nl).

**Session.** Cookie \`${sessionCookieName}\` (HttpOnly, Secure, SameSite=Lax, Path=/): a random 256-bit id, stored server-side
as a hash; idle expiry slides (14 days by default, at most 60 days). Login, Google sign-in and a confirmed sign-up issue a new id.

**CSRF.** State-changing calls (POST) need (1) an \`Origin\` among SHOP_ALLOWED_ORIGINS (without Origin, \`Sec-Fetch-Site\` must not
be cross-site) and (2) header \`X-CSRF-Token\` with a token bound to the session cookie. The token comes in cookie
\`${csrfCookieName}\` (readable by scripts), in the \`X-CSRF-Token\` response header of calls that set cookies, and from
GET /web-api/csrf-token. A refusal is 403 with code \`cross-site-request\` or \`csrf-token\`; a \`csrf-token\` refusal carries a fresh token.

**Errors.** \`{message, code?, errors?: [{field, message}]}\`; \`message\` is localised and meant to be shown.`;

/** Builds the OpenAPI 3.1 document from the same zod schemas the handlers validate with. */
export function buildOpenApiDocument(options: { production: boolean }) {
  const requests = requestSchemas(messagesFor('en'));
  const responseRegistry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries({
    Customer: customerSchema,
    Status: accountStatusSchema,
    Error: apiErrorSchema,
    CsrfToken: csrfTokenSchema,
    Outbox: outboxSchema,
    GiftVoucherPurchase: giftVoucherPurchaseSchema,
    Voucher: voucherSchema,
    ContactMessageSent: contactMessageSentSchema,
  })) {
    responseRegistry.add(schema, { id });
  }
  const requestRegistry = z.registry<{ id: string }>();
  for (const [key, schema] of Object.entries(requests))
    requestRegistry.add(schema, { id: requestId(key) });
  for (const [key, schema] of Object.entries(formSchemasFor('en')))
    requestRegistry.add(schema, { id: requestId(key) });
  const uri = (id: string) => `#/components/schemas/${id}`;
  const schemas = {
    ...clean(z.toJSONSchema(responseRegistry, { uri, io: 'output' }).schemas),
    ...clean(z.toJSONSchema(requestRegistry, { uri, io: 'input' }).schemas),
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of [...operations, ...formOperations]) {
    if (operation.devOnly && options.production) continue;
    (paths[operation.path] ??= {})[operation.method] = toOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Shop API', version: pkg.version, description },
    servers: [{ url: '/' }],
    tags: ['Customer', 'Newsletter', 'Vouchers', 'Contact', 'Security', 'Service'].map((name) => ({
      name,
    })),
    paths,
    components: {
      schemas,
      parameters: {
        XChannel: channelHeaderParameter,
        XLocale: localeHeaderParameter(
          'Locale, e.g. de-DE; picks the language of messages and mails (default de)',
        ),
        XCsrfToken: {
          name: 'X-CSRF-Token',
          in: 'header',
          required: true,
          description: `Token from cookie ${csrfCookieName}, a response header or GET /web-api/csrf-token`,
          schema: { type: 'string' },
        },
      },
      headers: {
        'Set-Cookie': {
          description: `${sessionCookieName} (HttpOnly) and ${csrfCookieName}, both Secure; SameSite=Lax; Path=/; Max-Age`,
          schema: { type: 'string' },
        },
        'X-CSRF-Token': {
          description: 'The CSRF token that goes with the session cookie just set',
          schema: { type: 'string' },
        },
        'Retry-After': {
          description: 'Seconds until another attempt is accepted',
          schema: { type: 'integer' },
        },
        Location: { description: 'Where the browser goes next', schema: { type: 'string' } },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
        csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      },
    },
  };
}

function toOperation(operation: Operation) {
  const parameters: unknown[] = [];
  if (operation.channel !== false)
    parameters.push(
      { $ref: '#/components/parameters/XChannel' },
      { $ref: '#/components/parameters/XLocale' },
    );
  if (operation.csrf) parameters.push({ $ref: '#/components/parameters/XCsrfToken' });
  for (const query of operation.query ?? []) {
    parameters.push({
      name: query.name,
      in: 'query',
      required: query.required,
      description: query.description,
      schema: { type: 'string' },
    });
  }
  const responses: Record<string, unknown> = {};
  const all = operation.csrf
    ? {
        ...operation.responses,
        403: {
          description: 'Cross-site request refused (code cross-site-request or csrf-token)',
          schema: 'Error',
          headers: ['Set-Cookie', 'X-CSRF-Token'],
        },
      }
    : operation.responses;
  for (const [status, response] of Object.entries(all)) {
    responses[status] = {
      description: response.description,
      ...(response.headers
        ? {
            headers: Object.fromEntries(
              response.headers.map((name) => [name, { $ref: `#/components/headers/${name}` }]),
            ),
          }
        : {}),
      ...(response.schema
        ? {
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${response.schema}` } },
            },
          }
        : {}),
    };
  }
  return {
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    operationId: `${operation.method}${operation.path.replace('/web-api', '').replace(/[-/](\w)/g, (_, c: string) => c.toUpperCase())}`,
    parameters,
    ...((operation.body ?? operation.formBody)
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  $ref: `#/components/schemas/${requestId((operation.body ?? operation.formBody)!)}`,
                },
              },
            },
          },
        }
      : {}),
    ...(operation.csrf ? { security: [{ csrfToken: [] }] } : {}),
    responses,
  };
}

function requestId(key: string): string {
  return `${key[0]!.toUpperCase()}${key.slice(1)}Request`;
}

/** Component schemas do not need their own $schema and $id inside an OpenAPI document. */
function clean(schemas: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...rest }]) => [id, rest]),
  );
}
