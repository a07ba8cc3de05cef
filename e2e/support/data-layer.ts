import type { Page } from '@playwright/test';

/** The flag evaluations the flag SDK answered, as the page's data layer received them. */
export const sdkEvaluations = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, string>> }).dataLayer ?? []).filter(
      (entry) => entry.event === 'feature_flag_evaluation' && entry.source === 'sdk',
    ),
  );
