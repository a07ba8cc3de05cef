// A vitest reporter that writes every failure to the file in FAILURES_FILE, for the end of `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { vitestFailures } from './failures.mjs';

export default class VitestFailures {
  onTestRunEnd(modules, unhandledErrors) {
    const file = process.env.FAILURES_FILE;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(vitestFailures(modules, unhandledErrors)));
  }
}
