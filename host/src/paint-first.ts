// The one script tag of a server-rendered page (see paint-first/request-shell).
import { requestShellAfterPaint } from './paint-first/request-shell';

if (document.currentScript instanceof HTMLScriptElement)
  requestShellAfterPaint(document.currentScript);
