import { calendarTypes } from '@shop/contracts';

// Declared with the content model, whose blocks name a calendar type.
export { calendarTypes };

export type CalendarType = (typeof calendarTypes)[number];

export const calendarFormats = [
  'a3-hoch',
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a5-quer',
  'a6-hoch',
  'a6-quer',
  '150-400',
  '200-400',
  '130-300',
  '145-145',
  '200-200',
  '300-300',
  '265-120',
] as const;
export type CalendarFormat = (typeof calendarFormats)[number];

export const mountingTypes = ['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne'] as const;
export type MountingType = (typeof mountingTypes)[number];

export type CalendarTypeRules = {
  formats: readonly CalendarFormat[];
  mountings: readonly MountingType[];
};

// Which calendar type takes which format: tall narrow planners, desk formats
// for the desk calendar (standing on a wooden foot), the classic sizes for wall calendars.
export const calendarTypeRules: Record<CalendarType, CalendarTypeRules> = {
  familienplaner: { formats: ['200-400', '150-400'], mountings: ['spirale', 'holzblock'] },
  kuechenkalender: { formats: ['130-300'], mountings: ['spirale', 'holzblock'] },
  terminkalender: { formats: ['a4-hoch', 'a3-hoch'], mountings: ['spirale', 'lochung'] },
  tischkalender: {
    formats: ['a5-quer', 'a6-hoch', 'a6-quer', '145-145', '265-120'],
    mountings: ['holzfuss', 'ohne'],
  },
  wandkalender: {
    formats: ['a3-hoch', 'a3-quer', 'a4-hoch', 'a4-quer', '200-200', '300-300'],
    mountings: ['spirale', 'lochung', 'holzblock', 'ohne'],
  },
};

export function isCalendarFormatAllowed(type: CalendarType, format: string): boolean {
  return (calendarTypeRules[type].formats as readonly string[]).includes(format);
}

export function isMountingAllowed(type: CalendarType, mounting: string): boolean {
  return (calendarTypeRules[type].mountings as readonly string[]).includes(mounting);
}
