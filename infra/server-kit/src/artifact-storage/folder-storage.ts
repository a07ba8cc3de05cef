import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, keySegments, type ArtifactStorage, type StorageFile } from './types';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** Artifacts as files under `root/<key>`; a version is written to `root/.tmp` and renamed into place. */
export function createFolderArtifactStorage(root: string): ArtifactStorage {
  const resolved = path.resolve(root);
  const fileOf = (segments: string[]) => path.join(resolved, ...segments);

  async function writeAll(folder: string, files: readonly StorageFile[]) {
    for (const file of files) {
      const destination = path.join(folder, ...checkedKey(file.path));
      await fs.mkdir(path.dirname(destination), { recursive: true });
      await fs.writeFile(destination, file.data, { flag: 'wx' });
    }
  }

  return {
    location: resolved,

    async put(key, data) {
      const file = fileOf(checkedKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },

    async stage(prefix, files) {
      const target = fileOf(checkedKey(prefix));
      const temp = path.join(
        resolved,
        '.tmp',
        `${checkedKey(prefix).join('-')}-${crypto.randomBytes(6).toString('hex')}`,
      );
      const discard = () => fs.rm(temp, { recursive: true, force: true });
      try {
        await writeAll(temp, files);
      } catch (error) {
        await discard();
        throw error;
      }
      return { commit: () => moveIntoPlace(temp, target), discard };
    },

    async get(key) {
      const segments = keySegments(key);
      if (!segments) return null;
      let handle;
      try {
        handle = await fs.open(fileOf(segments));
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: stat.size, etag: undefined };
      } catch (error) {
        await handle?.close();
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(prefix) {
      const segments = keySegments(prefix);
      if (!segments) return false;
      try {
        await fs.access(fileOf(segments));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/** Renames the finished temp folder to its final place; a leftover folder there is an orphan of a crashed publish. */
async function moveIntoPlace(temp: string, target: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.rename(temp, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(temp, target);
  }
}
