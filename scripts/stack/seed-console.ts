import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** The development console account: `local`, an admin, with a password kept beside the local tokens. */
export const localConsoleName = 'local';

/**
 * Gives the one developer on this machine a console login (never in production, where an admin
 * creates accounts with `npm run people`). Returns the file the password is in.
 */
export function seedConsoleAccount(options: {
  repoRoot: string;
  dataDir: string;
  databaseUrl: string;
  environment: string;
  log: (line: string) => void;
}): string | null {
  if (options.environment === 'production') return null;
  const file = path.join(options.dataDir, 'console-password');
  if (fs.existsSync(file)) return file;
  const password = crypto.randomBytes(18).toString('base64url');
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'infra/registry/src/console/people-cli.ts',
      'add',
      localConsoleName,
      '--role',
      'admin',
    ],
    {
      cwd: options.repoRoot,
      env: { ...process.env, DATABASE_URL: options.databaseUrl, SHOP_ENV: options.environment },
      input: password,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    // An account from an earlier data folder stays as it is; its owner set its password.
    options.log(`release console account not created: ${result.stderr.trim()}`);
    return null;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  options.log(`release console account "${localConsoleName}" created (admin)`);
  return file;
}
