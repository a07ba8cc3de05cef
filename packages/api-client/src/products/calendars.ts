import type {
  CalendarDesignGroupPayload,
  CalendarDesignGroupQuery,
  CalendarPricePayload,
  CalendarPriceQuery,
} from '@shop/contracts';
import { getApiClient, type ApiClient } from '../client';
import { getPayload } from './request';

/** GET /web-api/calendar-design-group: calendar types with formats, mountings, start months and design groups. */
export function fetchCalendarDesignGroup(
  query: CalendarDesignGroupQuery = {},
  client: ApiClient = getApiClient(),
): Promise<CalendarDesignGroupPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/calendar-design-group`,
    query,
    'calendarDesignGroupPayloadSchema',
    { name: 'calendar-design-group' },
  );
}

/** GET /web-api/calendar-price: the price of one calendar configuration. */
export function fetchCalendarPrice(
  query: CalendarPriceQuery,
  client: ApiClient = getApiClient(),
): Promise<CalendarPricePayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/calendar-price`,
    query,
    'calendarPricePayloadSchema',
    { name: 'calendar-price' },
  );
}
