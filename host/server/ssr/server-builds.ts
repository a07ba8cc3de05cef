import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { ComponentType } from 'react';
import type { FastifyBaseLogger } from 'fastify';
import { isSharedRequest, remoteServerEntryFile } from '@shop/federation/shared';
import type { ReadArtifactFile } from '../artifact-reader';

/** A server build's modules: exposed module (`./Header`) → root component. */
export type ServerBuild = Readonly<Record<string, ComponentType<object>>>;

/** The shop's singletons as the shell's server render holds them (`@shop/bus` → its module). */
export type SharedModules = Readonly<Record<string, unknown>>;

const edgeRequire = createRequire(import.meta.url);
// A version whose build could not be read is asked for again after this long (the store was down).
const retryAfterMs = 30_000;
const keptVersions = 32;

/**
 * A remote's server build, evaluated once per published version: the artifact is immutable, so
 * a version is read and compiled once. It gets the edge's copy of exactly the packages a page
 * shares (React, the bus, the flag client…), nothing else of the edge.
 */
function evaluate(code: string, filename: string, shared: SharedModules): unknown {
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  const sharedOnly = (request: string) => {
    if (request in shared) return shared[request];
    if (!isSharedRequest(request) || request.startsWith('@shop/'))
      throw new Error(`${filename} asks for ${request}, which the edge does not share`);
    return edgeRequire(request);
  };
  wrapper(module.exports, sharedOnly, module, filename, '.');
  return module.exports;
}

/** A build's modules; a build that gets ready first (its blocks' code, say) exports their promise. */
async function serverBuildOf(exported: unknown, filename: string): Promise<ServerBuild> {
  const modules: unknown = await ((exported as { default?: unknown })?.default ?? exported);
  if (!modules || typeof modules !== 'object')
    throw new Error(`${filename} exports no server modules`);
  for (const [name, component] of Object.entries(modules))
    if (typeof component !== 'function') throw new Error(`${filename}: ${name} is not a component`);
  return modules as ServerBuild;
}

type Entry = { build: Promise<ServerBuild | null>; failedAt?: number };

/**
 * The server builds of pinned remote versions, loaded from the artifact store at run time and
 * kept per version (the most recent 32). A version published without one renders in the browser.
 */
export function createServerBuilds(
  read: ReadArtifactFile,
  shared: SharedModules,
  log: FastifyBaseLogger,
) {
  const entries = new Map<string, Entry>();

  async function load(remote: string, version: string, entry: Entry): Promise<ServerBuild | null> {
    const key = `${remote}/${version}/${remoteServerEntryFile}`;
    try {
      const code = await read(key);
      if (!code) return null;
      const build = await serverBuildOf(
        evaluate(code.toString('utf8'), `remotes/${key}`, shared),
        key,
      );
      log.info({ event: 'server-build-loaded', remote, version }, 'server build loaded');
      return build;
    } catch (error) {
      entry.failedAt = Date.now();
      log.error(
        { event: 'hybrid-ssr-error', phase: 'load', remote, version, err: error },
        'a remote server build could not be loaded; its slots render in the browser',
      );
      return null;
    }
  }

  return {
    /** The build of `remote@version`, or null when it has none or it failed to load. */
    get(remote: string, version: string): Promise<ServerBuild | null> {
      const id = `${remote}@${version}`;
      const known = entries.get(id);
      if (known && !(known.failedAt && Date.now() - known.failedAt > retryAfterMs)) {
        // Most recently used last, so the oldest versions are the ones dropped.
        entries.delete(id);
        entries.set(id, known);
        return known.build;
      }
      const entry: Entry = { build: Promise.resolve(null) };
      entry.build = load(remote, version, entry);
      entries.set(id, entry);
      while (entries.size > keptVersions) entries.delete(entries.keys().next().value!);
      return entry.build;
    },
  };
}

export type ServerBuilds = ReturnType<typeof createServerBuilds>;
