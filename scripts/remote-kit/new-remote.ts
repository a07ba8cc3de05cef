import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { generateRemote } from './generate';

const usage = `Usage: npm run new-remote -- <mf-name> [--expose <Module>] [--skip-install]

  <mf-name>         folder and package name, e.g. mf-photo-books (container mf_photo_books)
  --expose Module   the first exposed module, PascalCase (default: from the name, e.g. PhotoBooks)
  --skip-install    do not run npm install afterwards (links the workspace and updates the lockfile)`;

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

try {
  const { values, positionals } = parseArgs({
    options: {
      expose: { type: 'string' },
      'skip-install': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const remote = generateRemote(repoRoot, positionals[0]!, values.expose);
  const { packageName, containerName, exposeName } = remote.names;
  console.log(
    `Created ${packageName}/ (container ${containerName}, module ./${exposeName}, dev port ${remote.devPort}):`,
  );
  for (const file of remote.created) console.log(`  + ${file}`);
  for (const file of remote.edited) console.log(`  ~ ${file}`);
  if (!values['skip-install']) {
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (install.status !== 0)
      throw new Error('npm install failed; run it again before building the remote');
  }
  console.log(`
Next:
  npm test -w ${packageName}
  npm run build -w ${packageName}
  npm run ship -w ${packageName} -- --channel wallart --reason "first version"`);
} catch (error) {
  // A bad name or an existing remote is the caller's to fix; nothing was written in that case.
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
