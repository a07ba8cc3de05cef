import type { RoutePage } from '@shop/catalogue';
import type { RemoteEntry, ShopDocumentData } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentPreloads } from '../document';
import type { EdgeRoute } from '../routing';
import { heroImagePreload } from './hero-image';
import { pageModules } from './page-modules';
import { createManifestCache } from './remote-manifests';
import type { ReadArtifactFile } from '../artifact-reader';
import { remotePreloads } from './remote-preloads';

/** The route's own page; an unknown theme or a failed check shows the error story's content page. */
function routePageOf(
  route: Exclude<EdgeRoute, { kind: 'redirect' }>,
  needs: string,
): RoutePage | null {
  if (needs === 'error' || route.kind === 'not-found') return 'error';
  return route.row === 'remote-preview' ? null : route.row.page;
}

/**
 * The preloads of a document: the hero picture its story opens with, and the pinned remote
 * modules the shell will mount (manifests from the artifact store, kept per remote@version), with
 * those remotes' entries.
 * Never fails: without a manifest the page is sent without that remote's preloads (not `complete`).
 */
export function createDocumentPreloads(read: ReadArtifactFile, log: FastifyBaseLogger) {
  const manifestOf = createManifestCache(
    (remote, version, file) => read(`${remote}/${version}/${file}`),
    log,
  );
  return async function documentPreloads(
    route: Exclude<EdgeRoute, { kind: 'redirect' }>,
    needs: string,
    data: ShopDocumentData,
    location: { pathname: string; search: string },
  ): Promise<DocumentPreloads & { entries: Record<string, RemoteEntry>; complete: boolean }> {
    const modules = pageModules(routePageOf(route, needs), data, location);
    const {
      preloads: remotes,
      entries,
      complete,
    } = await remotePreloads(modules, data.releaseSet, data.overrides, manifestOf).catch(
      (error: unknown) => {
        log.error({ event: 'preloads-failed', err: error }, 'the page is sent without preloads');
        return { preloads: [], entries: {}, complete: false };
      },
    );
    return { heroImage: heroImagePreload(data.page.story), remotes, entries, complete };
  };
}
