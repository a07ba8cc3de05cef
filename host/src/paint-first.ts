// The one script tag of a server-rendered page (see paint-first/request-shell).
import { openLocalStorage } from './paint-first/open-local-storage';
import { requestShellAfterPaint } from './paint-first/request-shell';
import { startIntlWarmUp } from './paint-first/start-intl-warm-up';

if (document.currentScript instanceof HTMLScriptElement) {
  // At once: it runs on another thread and is done before the shell's first price.
  startIntlWarmUp(document.currentScript);
  requestShellAfterPaint(document.currentScript, openLocalStorage);
}
