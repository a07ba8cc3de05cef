/** Flags Debian's Chromium needs here: no sandbox as root, no GPU, no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
