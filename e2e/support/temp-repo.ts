import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Links a node_modules folder into the copy: workspace links point into the copy, packages at the originals. */
function linkModules(sourceDir: string, targetDir: string, repoRoot: string): void {
  fs.mkdirSync(targetDir, { recursive: true });
  for (const entry of fs.readdirSync(sourceDir, { withFileTypes: true })) {
    const source = path.join(sourceDir, entry.name);
    const target = path.join(targetDir, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      linkModules(source, target, repoRoot);
    } else if (
      entry.isSymbolicLink() &&
      fs.realpathSync(source).startsWith(repoRoot + path.sep) &&
      !fs.realpathSync(source).includes(`${path.sep}node_modules${path.sep}`)
    ) {
      fs.symlinkSync(fs.readlinkSync(source), target);
    } else {
      fs.symlinkSync(source, target);
    }
  }
}

/**
 * A throwaway copy of the repository (tracked and unignored files, plus the given build folders)
 * whose installed packages are shared with the original, so it builds and runs without an install.
 */
export function copyRepository(
  repoRoot: string,
  buildFolders: string[],
): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-repo-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(repoRoot, file);
    if (!fs.existsSync(source) || fs.statSync(source).isDirectory()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(source, path.join(dir, file));
  }
  for (const folder of buildFolders)
    fs.cpSync(path.join(repoRoot, folder), path.join(dir, folder), { recursive: true });
  linkModules(
    path.join(repoRoot, 'node_modules'),
    path.join(dir, 'node_modules'),
    fs.realpathSync(repoRoot),
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
