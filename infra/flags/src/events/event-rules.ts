import { badRequest, type FieldError } from '@shop/server-kit';
import { eventTypePattern, maxKeyLength } from '../definitions/patterns';

/** An event as the SDK posts it (`/events/bulk`), after validation. */
export type ValidEvent = {
  eventTypeId: string;
  trafficTypeName: string;
  key: string;
  value: number | null;
  timestamp: number;
  properties: Record<string, string | number | boolean | null> | null;
};

// Sizes the SDK uses to estimate an event's weight.
const baseEventSize = 1024;
const maxEventSize = 32 * 1024;
const sizeOf = { string: 2, number: 8, boolean: 4, null: 0 };

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Size of an event's properties as the SDK computes it; values of other types count (and become) null. */
export function propertiesSize(properties: Record<string, unknown>): number {
  let size = baseEventSize;
  for (const [name, value] of Object.entries(properties)) {
    size += name.length * sizeOf.string;
    if (typeof value === 'string') size += value.length * sizeOf.string;
    else if (typeof value === 'number' && Number.isFinite(value)) size += sizeOf.number;
    else if (typeof value === 'boolean') size += sizeOf.boolean;
  }
  return size;
}

/** Validates one posted event; every problem names its field (`events[2].value`). */
export function validateEvent(
  input: unknown,
  field: string,
  now: number,
): { event?: ValidEvent; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (name: string, message: string) =>
    errors.push({ field: `${field}.${name}`, message });
  if (!isPlainObject(input)) return { errors: [{ field, message: 'must be an object' }] };
  const { eventTypeId, trafficTypeName, key, value, timestamp, properties } = input;

  if (typeof eventTypeId !== 'string' || !eventTypePattern.test(eventTypeId))
    fail(
      'eventTypeId',
      'must start with a letter or digit, then up to 79 letters, digits, "-", "_", "." or ":"',
    );
  if (typeof trafficTypeName !== 'string' || trafficTypeName.trim() === '')
    fail('trafficTypeName', 'must be a non-empty string');
  if (typeof key !== 'string' || key === '' || key.length > maxKeyLength)
    fail('key', `must be a non-empty string of at most ${maxKeyLength} characters`);
  if (
    value !== undefined &&
    value !== null &&
    !(typeof value === 'number' && Number.isFinite(value))
  )
    fail('value', 'must be a finite number or null');
  if (timestamp !== undefined && !(typeof timestamp === 'number' && Number.isFinite(timestamp)))
    fail('timestamp', 'must be a number of milliseconds');
  let cleaned: ValidEvent['properties'] = null;
  if (properties !== undefined && properties !== null) {
    if (!isPlainObject(properties)) fail('properties', 'must be a plain object');
    else if (propertiesSize(properties) > maxEventSize)
      fail(
        'properties',
        `are ${propertiesSize(properties)} bytes by the SDK's measure; at most ${maxEventSize} are allowed`,
      );
    else cleaned = cleanProperties(properties);
  }
  if (errors.length > 0) return { errors };
  return {
    errors,
    event: {
      eventTypeId: eventTypeId as string,
      trafficTypeName: (trafficTypeName as string).toLowerCase(),
      key: key as string,
      value: (value as number | null | undefined) ?? null,
      timestamp: (timestamp as number | undefined) ?? now,
      properties: cleaned,
    },
  };
}

/** Validates a whole bulk; one bad event rejects the bulk so that nothing of it is written. */
export function validateEvents(input: unknown, now = Date.now()): ValidEvent[] {
  if (!Array.isArray(input)) throw badRequest('events: must be a list of events');
  const events: ValidEvent[] = [];
  const errors: FieldError[] = [];
  input.forEach((item, index) => {
    const result = validateEvent(item, `events[${index}]`, now);
    if (result.event) events.push(result.event);
    errors.push(...result.errors);
  });
  if (errors.length > 0)
    throw badRequest(
      `Invalid events: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
      errors,
    );
  return events;
}

function cleanProperties(
  properties: Record<string, unknown>,
): Record<string, string | number | boolean | null> {
  // fromEntries defines own properties, so a "__proto__" key stays data and never becomes a prototype.
  return Object.fromEntries(
    Object.entries(properties).map(([name, value]) => {
      const kept =
        typeof value === 'string' ||
        typeof value === 'boolean' ||
        (typeof value === 'number' && Number.isFinite(value));
      return [name, kept ? (value as string | number | boolean) : null];
    }),
  );
}
