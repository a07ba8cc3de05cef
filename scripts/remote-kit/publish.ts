import fs from 'node:fs';
import path from 'node:path';
import { publishWorkspace, readRemoteWorkspace } from './remote-workspace';

// npm run publish -w <remote>: stores dist/<version>/ (MF_VERSION or the package version) in the registry.
const workspace = readRemoteWorkspace(process.cwd());
if (!fs.existsSync(workspace.distDir)) {
  console.error(
    `${path.relative(workspace.dir, workspace.distDir)}/ does not exist: build it first with npm run build -w ${workspace.packageName} (with the same MF_VERSION)`,
  );
  process.exit(1);
}
process.exitCode = await publishWorkspace(workspace, process.argv.slice(2));
