import fs from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactFile } from './tarball';

/** Reads a built remote's folder (`dist/<version>/`) into artifact files with forward-slash paths. */
export async function readDistFolder(dir: string): Promise<ArtifactFile[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${dir} does not exist; build the remote first (npm run build)`);
    throw error;
  }
  const files: ArtifactFile[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isFile())
      throw new Error(`${full} is not a regular file; an artifact holds only files`);
    files.push({
      path: path.relative(dir, full).split(path.sep).join('/'),
      data: await fs.readFile(full),
    });
  }
  if (files.length === 0)
    throw new Error(`${dir} is empty; build the remote first (npm run build)`);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
