import { channelHeaderPattern } from '@shop/contracts';

/** The X-Channel header every shop call carries, as an OpenAPI parameter. */
export const channelHeaderParameter = {
  name: 'X-Channel',
  in: 'header',
  required: true,
  description: 'Brand and a country it sells in, e.g. wallart-de, kartenliebe-ch',
  schema: { type: 'string', pattern: channelHeaderPattern },
} as const;

/** The X-Locale header (`de-CH`), as an OpenAPI parameter; the description says what it changes. */
export function localeHeaderParameter(description: string) {
  return {
    name: 'X-Locale',
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  } as const;
}
