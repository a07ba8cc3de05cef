import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumExecutable } from './chromium';

// Stands in for the browser: prints each argument it is started with on a line of its own.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-args-'));
const printArgs = path.join(dir, 'print-args');
fs.writeFileSync(printArgs, '#!/bin/sh\nfor arg in "$@"; do echo "$arg"; done\n', { mode: 0o755 });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const startedWith = (...args: string[]) =>
  spawnSync(chromiumExecutable, args, {
    env: { ...process.env, CHROMIUM_PATH: printArgs },
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean);

describe('the Chromium the tests launch', () => {
  it('gets one --disable-features and one --enable-features, each with every name it was given', () => {
    expect(
      startedWith(
        '--disable-features=Launchers,Own',
        '--headless',
        '--enable-features=A',
        '--disable-features=WebUIOmniboxPopup',
        '--user-data-dir=/tmp/a dir',
      ),
    ).toEqual([
      '--disable-features=Launchers,Own,WebUIOmniboxPopup',
      '--enable-features=A',
      '--headless',
      '--user-data-dir=/tmp/a dir',
    ]);
  });

  it('gets every other argument as it was given', () => {
    expect(startedWith('--no-sandbox', 'about:blank')).toEqual(['--no-sandbox', 'about:blank']);
  });
});
