import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadArtifactFile } from '../artifact-reader';

const keptStyles = 200;
// A style sheet this large is better fetched (and cached) on its own than repeated in every document.
const maxInlineBytes = 32 * 1024;

/** Style sheet text safe inside a `<style>` element: it can never close it. */
const inStyleElement = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The text of remote style sheets (`/remotes/<remote>/<version>/<file>.css`), read once from the
 * artifact store: published files never change. A sheet that cannot be read is left as a link.
 */
export function createRemoteStyles(read: ReadArtifactFile, log: FastifyBaseLogger) {
  const styles = new Map<string, Promise<string | null>>();
  return (href: string): Promise<string | null> => {
    const known = styles.get(href);
    if (known) return known;
    const text = (async () => {
      if (!href.startsWith('/remotes/') || !href.endsWith('.css')) return null;
      try {
        const file = await read(href.slice('/remotes/'.length));
        return file && file.length <= maxInlineBytes ? inStyleElement(file.toString('utf8')) : null;
      } catch (error) {
        log.warn(
          { event: 'inline-style-unreadable', href, err: error },
          'style sheet stays a link',
        );
        styles.delete(href);
        return null;
      }
    })();
    styles.set(href, text);
    while (styles.size > keptStyles) styles.delete(styles.keys().next().value!);
    return text;
  };
}

/** The shell's own style sheets by their public path, read once at start. */
export function shellStyles(assetsDir: string, publicPath: string, files: string[]) {
  const styles: Record<string, string> = {};
  for (const file of files) {
    const css = fs.readFileSync(path.join(assetsDir, file), 'utf8');
    if (css.length <= maxInlineBytes) styles[`${publicPath}${file}`] = inStyleElement(css);
  }
  return styles;
}

/** The text of every style sheet a server-rendered document links: the shell's and its remotes'. */
export async function documentStyles(
  remoteHrefs: string[],
  remoteStyle: (href: string) => Promise<string | null>,
  shell: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const remote = await Promise.all(
    remoteHrefs.map(async (href) => [href, await remoteStyle(href)] as const),
  );
  return {
    ...shell,
    ...Object.fromEntries(remote.filter((entry): entry is [string, string] => entry[1] !== null)),
  };
}
