import type { FlagsLogger } from './log';
import { flagsLogEvents } from './log';

/** localStorage key of the treatments this browser has seen, with the story they were seen on. */
export const treatmentRecordKey = 'shop.flags.treatments';

export type TreatmentRecord = {
  key: string;
  story: string | null;
  treatments: Array<{ feature: string; treatment: string }>;
};

function read(storage: Storage | undefined): TreatmentRecord | undefined {
  try {
    const text = storage?.getItem(treatmentRecordKey);
    return text ? (JSON.parse(text) as TreatmentRecord) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage | undefined, record: TreatmentRecord, log: FlagsLogger) {
  try {
    storage?.setItem(treatmentRecordKey, JSON.stringify(record));
  } catch (error) {
    log(flagsLogEvents.sdkMessage, 'warn', `LocalStorage unavailable: ${String(error)}`);
  }
}

/** Keeps the list of {feature, treatment} and the current story slug in localStorage. */
export function createTreatmentRecord(
  storage: Storage | undefined,
  userKey: string,
  log: FlagsLogger,
) {
  const previous = read(storage);
  // Treatments belong to a key: a new key starts a new list.
  if (previous && previous.key !== userKey) {
    log(flagsLogEvents.userKeyChanged, 'info', 'User key changed; recorded flags reset', {
      recorded: previous.treatments.length,
    });
  }
  let record: TreatmentRecord =
    previous && previous.key === userKey
      ? previous
      : { key: userKey, story: previous?.story ?? null, treatments: [] };
  write(storage, record, log);

  return {
    remember(feature: string, treatment: string) {
      const known = record.treatments.find((entry) => entry.feature === feature);
      if (known?.treatment === treatment) return;
      if (known) {
        log(
          flagsLogEvents.sessionFlagChange,
          'info',
          `Flag ${feature} changed from ${known.treatment} to ${treatment}`,
          {
            feature,
            from: known.treatment,
            to: treatment,
          },
        );
      }
      const treatments = record.treatments.filter((entry) => entry.feature !== feature);
      record = { ...record, treatments: [...treatments, { feature, treatment }] };
      write(storage, record, log);
    },
    setStory(story: string | null) {
      record = { ...record, story };
      write(storage, record, log);
    },
    current: () => record,
  };
}

export type TreatmentRecorder = ReturnType<typeof createTreatmentRecord>;
