import { fileURLToPath } from 'node:url';

/**
 * What every test and benchmark launches: Debian's Chromium (`CHROMIUM_PATH`, else
 * `/usr/bin/chromium`) through a script that merges the launcher's feature switches with ours.
 */
export const chromiumExecutable = fileURLToPath(new URL('./chromium.sh', import.meta.url));

/**
 * Flags Debian's Chromium needs here: no sandbox as root, no GPU, no background traffic. Each new
 * window (every test's browser context) would also load the desktop address bar's popup as a
 * page of its own, about 1 s of CPU that competes with the page under test on a small machine;
 * a headless browser never shows it.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
