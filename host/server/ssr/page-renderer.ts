import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiBaseUrls } from '@shop/api-client';
import type { InlineReleaseSet, ShopDocumentData } from '@shop/contracts';
import type { RenderedShell, ShellRenderOptions } from '../../src/ssr';
import { createServerBuilds, type SharedModules } from './server-builds';
import type { ReadArtifactFile } from '../artifact-reader';

type ShellRenderer = {
  renderShell(data: ShopDocumentData, options: ShellRenderOptions): Promise<RenderedShell>;
  sharedModules: SharedModules;
  warmUp(): Promise<void>;
};

export type ServerRenderingConfig = {
  /** The shell's server render, built with the host (`host/dist-ssr/render.cjs`). */
  bundle: string;
  /** How long one slot may take before the browser renders it instead (EDGE_SSR_SLOT_BUDGET_MS). */
  slotBudgetMs: number;
  /** Renders at most this many documents at once; more go out client-rendered (EDGE_SSR_CONCURRENCY). */
  concurrency: number;
  /** Renders each channel's start page once its pinned builds have loaded (EDGE_SSR_WARM_UP=off: never). */
  warmUp?: boolean;
};

/** Renders share the event loop: past a few at once each only waits longer for the others. */
export const defaultRenderConcurrency = 4;

/** A rendered shell; `complete` when every slot it could render came in time. */
export type RenderedPage = RenderedShell & { complete: boolean };

/** Renders a document's shell and its slots; null when it cannot, and the browser renders the page. */
export type RenderPage = (
  data: ShopDocumentData,
  url: string,
  log: FastifyBaseLogger,
  /** The catalogue's change number the render is stamped with: answers kept from before it are not used. */
  catalogueChange?: number,
) => Promise<RenderedPage | null>;

export type PageRenderer = RenderPage & {
  /** Loads the server builds a release set pins, so no shopper's render waits for them. */
  preload(remotes: InlineReleaseSet['remotes']): Promise<void>;
};

/**
 * Where a slot's calls go while the edge renders it: straight to the catalogue, since product and
 * price calls are all a server render asks for (a slot asking the shop API fails and renders in the browser).
 */
export function serverApiBaseUrls(upstreams: {
  catalogueUrl: string;
  contentGatewayUrl: string;
}): ApiBaseUrls {
  return {
    webApi: `${upstreams.catalogueUrl}/web-api`,
    priceApi: `${upstreams.catalogueUrl}/price-api`,
    frontendApi: `${upstreams.contentGatewayUrl}/frontend-api`,
  };
}

/**
 * The edge's server render: the host's shell, with each slot rendered by the server build of the
 * remote version the shopper's release set pins (canaries and rollbacks included). A remote a
 * development override replaces never runs here. Without the shell's build, pages render in the browser.
 */
export function createPageRenderer(
  config: ServerRenderingConfig,
  read: ReadArtifactFile,
  log: FastifyBaseLogger,
  apiBaseUrls?: ApiBaseUrls,
): PageRenderer | null {
  if (!fs.existsSync(config.bundle)) {
    log.warn(
      { event: 'server-render-unavailable', bundle: config.bundle },
      'the shell has no server build; pages render in the browser (npm run build -w @shop/host)',
    );
    return null;
  }
  const shell = createRequire(import.meta.url)(config.bundle) as ShellRenderer;
  const builds = createServerBuilds(read, shell.sharedModules, log);
  shell
    .warmUp()
    .catch((error: unknown) =>
      log.warn(
        { event: 'server-render-warm-up-failed', err: error },
        'the first renders load the API client themselves',
      ),
    );
  const preload = async (remotes: InlineReleaseSet['remotes']) => {
    await Promise.all(
      Object.entries(remotes).map(([remote, pin]) => pin && builds.get(remote, pin.version)),
    );
  };
  const render: RenderPage = async (data, url, requestLog, catalogueChange) => {
    const versionOf = (remote: string) =>
      remote in data.overrides
        ? undefined
        : data.releaseSet.remotes[remote as keyof typeof data.releaseSet.remotes]?.version;
    // Every pinned build starts loading now, so a nested slot's is not first asked for half-way through the budget.
    void preload(
      Object.fromEntries(
        Object.entries(data.releaseSet.remotes).filter(([remote]) => !(remote in data.overrides)),
      ),
    );
    let complete = true;
    try {
      const rendered = await shell.renderShell(data, {
        url,
        slotBudgetMs: config.slotBudgetMs,
        apiBaseUrls,
        catalogueChange,
        loadModule: async (remote, module) => {
          const version = versionOf(remote);
          const build = version ? await builds.get(remote, version) : null;
          return build?.[module] ?? null;
        },
        onSlotError: (failure) => {
          complete = false;
          requestLog.warn(
            { event: 'hybrid-ssr-error', ...failure, version: versionOf(failure.remote) },
            'a slot renders in the browser: its server render failed or was too slow',
          );
        },
      });
      return { ...rendered, complete };
    } catch (error) {
      requestLog.error(
        { event: 'hybrid-ssr-error', phase: 'shell', err: error },
        'the shell could not be rendered on the server; the page renders in the browser',
      );
      return null;
    }
  };
  return Object.assign(render, { preload });
}
