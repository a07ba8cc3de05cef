import { z } from 'zod';
import { channelHeaderParameter, localeHeaderParameter } from '@shop/server-kit';
import pkg from '../../package.json' with { type: 'json' };
import type { ReadRoute } from '../http/read-route';

const description = `Products, materials, frames, formats, options and prices of both brands, per channel × country × currency.

**Channel and locale.** Every call carries \`X-Channel\` (brand and a country it sells in: \`wallart-de\`, \`kartenliebe-ch\`) and
may carry \`X-Locale\` (\`de-CH\`, \`fr-CH\`, …; default: the country's first language). Prices are in the country's currency
(EUR; CHF in CH and LI; GBP in GB; USD in the US shop \`com\`), sizes in cm, or inches in en-US.

**Answers** are \`{ payload }\`. Lists are sent as \`key[]=a&key[]=b\` (or \`key=a,b\`), objects as \`key[sub]=value\`.

**Caching.** Answers carry a strong \`ETag\` and \`Cache-Control\`; send \`If-None-Match\` to get \`304\`. A change of the
catalogue (import) is visible on the next request.

**Errors.** \`{ message, code?, errors?: [{ field, message }] }\`; unknown materials, formats, frames, options, channels or
query parameters are 400 with a message naming the problem and the accepted values; an unknown theme, design group,
design group set, collage design or accessory sku is 404.`;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    any
  >;

function queryParameters(route: ReadRoute) {
  const schema = jsonSchema(route.query, 'input');
  const required = new Set<string>(schema.required ?? []);
  return Object.entries<Record<string, any>>(schema.properties ?? {}).map(([name, property]) => {
    const { $schema: _ignored, ...clean } = property;
    if (clean.type === 'object')
      return {
        name,
        in: 'query',
        style: 'deepObject',
        explode: true,
        required: required.has(name),
        schema: clean,
      };
    if (clean.type === 'array')
      return {
        name: `${name}[]`,
        in: 'query',
        style: 'form',
        explode: true,
        required: required.has(name),
        schema: clean,
      };
    return {
      name,
      in: 'query',
      required: required.has(name),
      description: clean.description,
      schema: clean,
    };
  });
}

const componentName = (route: ReadRoute) =>
  route.component ??
  route.path
    .replace(/^\/(price|web)-api\//, '')
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('') + 'Answer';

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate and answer with. */
export function buildOpenApiDocument(routes: ReadRoute[]) {
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string' },
        code: { type: 'string' },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            properties: { field: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  };
  const paths: Record<string, unknown> = {};
  for (const route of routes) {
    const name = componentName(route);
    const { $schema: _ignored, ...schema } = jsonSchema(route.response, 'output');
    schemas[name] = schema;
    const pathParameters = Object.entries<Record<string, any>>(
      route.params ? (jsonSchema(route.params, 'input').properties ?? {}) : {},
    ).map(([param, property]) => ({ name: param, in: 'path', required: true, schema: property }));
    paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')] = {
      get: {
        tags: [route.tag],
        summary: route.summary,
        parameters: [
          { $ref: '#/components/parameters/XChannel' },
          { $ref: '#/components/parameters/XLocale' },
          { $ref: '#/components/parameters/IfNoneMatch' },
          ...pathParameters,
          ...queryParameters(route),
        ],
        responses: {
          200: {
            description: 'The answer',
            headers: {
              ETag: { schema: { type: 'string' } },
              'Cache-Control': { schema: { type: 'string' } },
            },
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
          },
          304: { description: 'Not modified: If-None-Match named the current ETag' },
          400: {
            description: 'Bad channel, locale or query',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
          ...(route.notFound
            ? {
                404: {
                  description: 'Unknown id: nothing of that id is sold in the shop',
                  content: {
                    'application/json': { schema: { $ref: '#/components/schemas/Error' } },
                  },
                },
              }
            : {}),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Catalogue and price API', version: pkg.version, description },
    servers: [{ url: '/' }],
    tags: [{ name: 'Prices' }, { name: 'Products' }, { name: 'Shop' }],
    paths,
    components: {
      schemas,
      parameters: {
        XChannel: channelHeaderParameter,
        XLocale: localeHeaderParameter('Locale of the country, e.g. de-CH'),
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          schema: { type: 'string' },
        },
      },
    },
  };
}
