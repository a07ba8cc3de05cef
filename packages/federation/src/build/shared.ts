import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Packages that hold page state or must exist once per page; every app shares exactly these. */
export const singletonPackages = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'effector',
  'effector-react',
  'single-spa',
  'single-spa-react',
  '@shop/bus',
  '@shop/flags',
  // One context for the variants a document was rendered with, and one hydration rule.
  '@shop/flags/react',
  '@shop/i18n',
  '@shop/api-client',
  // The host's copy loads remotes through its runtime, so a remote's blocks can mount another remote's parcel.
  '@shop/federation/react',
] as const;

/** Where a remote's server build lands inside its artifact; the edge loads exactly this file. */
export const remoteServerEntryFile = 'server/remote.cjs';

const singletonSet = new Set<string>(singletonPackages);

/**
 * Whether a server build leaves `request` to the edge: the page-wide singletons, and any entry
 * of React and React DOM (one React per process, like one per page).
 */
export const isSharedRequest = (request: string): boolean =>
  singletonSet.has(request) || /^react(-dom)?\//.test(request);

type SharedEntry = {
  singleton: true;
  import?: false;
  requiredVersion: string;
  version: string;
  strictVersion: false;
  treeShaking?: { mode: 'runtime-infer' };
};

/** Large libraries of which pages use a small part: shared tree-shaken, the full copy only on demand. */
const treeShaken = new Set<string>(['react-router']);

function packageVersion(request: string): string | undefined {
  const packageName = request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : request.split('/')[0]!;
  try {
    return (require(`${packageName}/package.json`) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * The Module Federation `shared` map for host and remotes: singletons at the installed versions,
 * compatible within the major. Packages not installed yet are left out.
 */
export function sharedSingletons(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const request of singletonPackages) {
    const version = packageVersion(request);
    if (!version) continue;
    const [major, minor] = version.split('.');
    // 0.x packages break on minor bumps, so the range follows semver's caret rule.
    const requiredVersion = major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
    shared[request] = {
      singleton: true,
      requiredVersion,
      version,
      strictVersion: false,
      ...(treeShaken.has(request) ? { treeShaking: { mode: 'runtime-infer' as const } } : {}),
    };
  }
  return shared;
}

/**
 * A remote's `shared` map: every singleton is taken from the host, which provides them all (its
 * build checks it), so the remote bundles no copy of its own and its entry lists none. A
 * tree-shaken one keeps the remote's full copy, for exports the host's copy left out.
 */
export function sharedFromHost(): Record<string, SharedEntry> {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([request, entry]) => [
      request,
      entry.treeShaking ? entry : { ...entry, import: false as const },
    ]),
  );
}

/** The singletons a host build's Module Federation manifest does not provide (it must provide all). */
export function singletonsNotProvided(provided: Iterable<string>): string[] {
  const names = new Set(provided);
  return Object.keys(sharedSingletons()).filter((request) => !names.has(request));
}
