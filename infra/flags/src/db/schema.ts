import type { Generated } from 'kysely';

/** Tables of the flag service; every name starts with `flags_` because services share one database. */
export type FlagsSchema = {
  flags_state: { id: number; change_number: number | string };
  flags_flag: {
    name: string;
    change_number: number | string;
    definition: string;
    updated_at: number | string;
  };
  flags_rule_based_segment: {
    name: string;
    change_number: number | string;
    definition: string;
    updated_at: number | string;
  };
  flags_segment: {
    name: string;
    kind: string;
    status: string;
    change_number: number | string;
    status_change_number: number | string;
    updated_at: number | string;
  };
  flags_segment_key: {
    segment: string;
    key: string;
    active: number;
    change_number: number | string;
  };
  flags_impression: {
    id: Generated<number>;
    feature: string;
    key_name: string;
    treatment: string;
    time: number | string;
    change_number: number | string | null;
    label: string | null;
    bucketing_key: string | null;
    previous_time: number | string | null;
    properties: string | null;
    source: string;
    sdk_version: string | null;
    received_at: number | string;
  };
  flags_impression_count: {
    id: Generated<number>;
    feature: string;
    time_frame: number | string;
    count: number;
    received_at: number | string;
  };
  flags_event: {
    id: Generated<number>;
    event_type_id: string;
    traffic_type_name: string;
    key: string;
    value: number | null;
    timestamp: number | string;
    properties: string | null;
    source: string;
    sdk_version: string | null;
    received_at: number | string;
  };
  flags_telemetry: {
    id: Generated<number>;
    kind: string;
    payload: string;
    sdk_version: string | null;
    received_at: number | string;
  };
};
