import type { FlagEvaluation } from './types';

type DataLayerWindow = { dataLayer?: unknown[]; location?: { search: string } };

/** Default analytics tracker: one `feature_flag_evaluation` entry in the tag manager's dataLayer per evaluation. */
export function pushToDataLayer(evaluation: FlagEvaluation): void {
  if (typeof window === 'undefined') return;
  const target = window as unknown as DataLayerWindow;
  // Tracking is off when the tracking query parameter is 0.
  if (new URLSearchParams(target.location?.search ?? '').get('tracking') === '0') return;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: 'feature_flag_evaluation', ...evaluation });
}
