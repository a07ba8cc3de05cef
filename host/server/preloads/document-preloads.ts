import type { RoutePage } from '@shop/catalogue';
import type { ShopDocumentData } from '@shop/contracts';
import {
  createFolderArtifactStorage,
  createS3ArtifactStorage,
} from '@shop/server-kit/artifact-storage';
import type { FastifyBaseLogger } from 'fastify';
import type { EdgeConfig } from '../config';
import type { DocumentPreloads } from '../document';
import type { EdgeRoute } from '../routing';
import { heroImagePreload } from './hero-image';
import { pageModules } from './page-modules';
import {
  createManifestCache,
  registryManifestReader,
  storageManifestReader,
  type ManifestFileReader,
} from './remote-manifests';
import { remotePreloads } from './remote-preloads';

function manifestReaderOf(
  config: Pick<EdgeConfig, 'artifactsDir' | 'artifactsS3' | 'registryUrl'>,
): ManifestFileReader {
  if (config.artifactsS3) return storageManifestReader(createS3ArtifactStorage(config.artifactsS3));
  if (config.artifactsDir)
    return storageManifestReader(createFolderArtifactStorage(config.artifactsDir));
  return registryManifestReader(config.registryUrl);
}

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
 * modules the shell will mount (manifests from the artifact store, kept per remote@version).
 * Never fails: without a manifest the page is sent without that remote's preloads.
 */
export function createDocumentPreloads(
  config: Pick<EdgeConfig, 'artifactsDir' | 'artifactsS3' | 'registryUrl'>,
  log: FastifyBaseLogger,
) {
  const manifestOf = createManifestCache(manifestReaderOf(config), log);
  return async function documentPreloads(
    route: Exclude<EdgeRoute, { kind: 'redirect' }>,
    needs: string,
    data: ShopDocumentData,
    location: { pathname: string; search: string },
  ): Promise<DocumentPreloads> {
    const modules = pageModules(routePageOf(route, needs), data, location);
    const remotes = await remotePreloads(
      modules,
      data.releaseSet,
      data.overrides,
      manifestOf,
    ).catch((error: unknown) => {
      log.error({ event: 'preloads-failed', err: error }, 'the page is sent without preloads');
      return [];
    });
    return { heroImage: heroImagePreload(data.page.story), remotes };
  };
}
