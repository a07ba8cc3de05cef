// The worker the paint-first script starts. The browser's number and date formatting (ICU) starts
// once per process: 40–100 ms on the main thread at a page's first price or delivery date. Done
// here, on another thread while the page paints, the page's own first format finds it ready.
import { warmUpIntl } from './intl-warm-up/warm-up';
import type { IntlWarmUpRequest } from './shared/paint-first';

self.onmessage = ({ data }: MessageEvent<IntlWarmUpRequest>) => {
  try {
    warmUpIntl(data);
  } finally {
    self.close();
  }
};
