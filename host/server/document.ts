import { shopDocumentDataElementId, type ShopDocumentData } from '@shop/contracts';
import { styleTwinHrefs, styleTwinMarker } from '@shop/federation/style-twins';
import { messagesChunkName } from '@shop/i18n';
import type { HeadTags } from './seo-head';
import { slotImagePreloadIn, type HeroImagePreload } from './preloads/hero-image';
import type { RemotePreload } from './preloads/remote-preloads';
import { intlWarmUpAttributes, paintFirstAttributes } from '../src/shared/paint-first';
import { paintFirstRequests } from './script-packs/paint-first-requests';

type AssetFiles = { js: string[]; css: string[] };

export type AssetsManifest = {
  publicPath: string;
  entries: Record<string, AssetFiles>;
  /** What the shell loads behind its async boundary before the first render (the app, shared singletons). */
  boot?: AssetFiles;
  /** Files of the named chunks (`messages-de`), for the ones a page needs before its first render. */
  chunks?: Record<string, AssetFiles>;
  /** Address of the paint-first script, which requests the shell once a server-rendered page has painted. */
  paintFirst?: string;
  /** Address of the worker the paint-first script starts to warm the browser's formatting up. */
  intlWarmUp?: string;
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** JSON inside a script element: `<`, U+2028 and U+2029 escaped so content can never close the element. */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type { HeadTags } from './seo-head';

/**
 * Files the browser fetches with the document instead of discovering them script by script, and
 * the text of style sheets a server-rendered document carries inline (by their address).
 */
export type DocumentPreloads = {
  heroImage: HeroImagePreload | null;
  remotes: RemotePreload[];
  styles?: Readonly<Record<string, string>>;
  /** The page's origin: a remote's style loader knows a sheet by its absolute address. */
  pageOrigin?: string;
};

const noPreloads: DocumentPreloads = { heroImage: null, remotes: [] };

// Over server-rendered slots the styles must apply before the first paint: inline when the text
// is at hand (no render-blocking request), else a style sheet link. Disabled twins let the
// bundler's style loaders find the sheet, so none fetches and applies it again after hydration.
const styleSheet = (href: string, { styles, pageOrigin }: DocumentPreloads) => {
  const text = styles?.[href];
  const linked = text === undefined;
  const sheet = linked
    ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
    : `<style data-href="${escapeHtml(href)}">${text}</style>`;
  const twins = pageOrigin ? styleTwinHrefs(href, pageOrigin, { linked }) : [];
  return `${sheet}${twins
    .map((twin) => `<link rel="stylesheet" disabled href="${escapeHtml(twin)}" ${styleTwinMarker}>`)
    .join('')}`;
};

// Each hint in the request mode its loader uses, or the browser fetches the file twice. Over
// server-rendered slots the remotes' styles apply at once, or the first paint would be unstyled.
const remotePreloadLink = (
  { href, as }: RemotePreload,
  serverRendered: boolean,
  preloads: DocumentPreloads,
) => {
  const url = escapeHtml(href);
  if (as === 'style' && serverRendered) return styleSheet(href, preloads);
  if (as === 'modulepreload') return `<link rel="modulepreload" href="${url}">`;
  return `<link rel="preload" as="${as}" href="${url}">`;
};

const heroImageLink = ({ href, srcset, sizes }: HeroImagePreload) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${
    srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '')}"` : ''
  }>`;

/** Parts of the shop data already serialised with `inlineJson` (cached with the content they come from). */
export type InlinedParts = { story?: string; navigation?: string };

/** The shop data for its script element; serialised parts are spliced in, not serialised again. */
function inlineDocumentData(data: ShopDocumentData, parts: InlinedParts): string {
  if (parts.story === undefined && parts.navigation === undefined) return inlineJson(data);
  const { navigation, page, ...rest } = data;
  const story = parts.story ?? inlineJson(page.story ?? null);
  const navigationJson = parts.navigation ?? inlineJson(navigation);
  // `rest` always holds the storefront, so it is a non-empty object: `{…}` minus its closing brace.
  return `${inlineJson(rest).slice(0, -1)},"navigation":${navigationJson},"page":{"status":${inlineJson(page.status)},"story":${story}}}`;
}

/**
 * The HTML document: head, preloads of the page's hero picture and remote modules, the shell as
 * the server rendered it (empty when the browser renders it), the inlined shop data (release
 * set, storefront, which slots hydrate), and the shell's entry files.
 */
export function renderDocument(
  head: HeadTags,
  data: ShopDocumentData,
  assets: AssetsManifest,
  inlined: InlinedParts = {},
  preloads: DocumentPreloads = noPreloads,
  shellHtml = '',
  options: { scriptPacks?: boolean; preparePacks?: (hrefs: string[]) => void } = {},
): string {
  const entry = assets.entries.main ?? { js: [], css: [] };
  const language = data.storefront.locale.slice(0, 2);
  const boot = assets.boot ?? { js: [], css: [] };
  const texts = assets.chunks?.[messagesChunkName(language)] ?? { js: [], css: [] };
  const entries = entry.js.map((file) => `${assets.publicPath}${file}`);
  // A server-rendered page paints first; its script files are requested once it has.
  const paintFirst = shellHtml ? assets.paintFirst : undefined;
  const remoteStyles = preloads.remotes.filter((preload) => preload.as === 'style');
  const requests = paintFirstRequests(
    { publicPath: assets.publicPath, chunks: [...boot.js, ...texts.js], entries: entry.js },
    preloads.remotes.flatMap(({ href, as }) => (as === 'style' ? [] : [{ href, as }])),
    { packs: Boolean(paintFirst && options.scriptPacks) },
  );
  // Built while the page paints, before the browser asks.
  options.preparePacks?.(requests.packs.map((pack) => pack.href));
  const intlWarmUp = assets.intlWarmUp
    ? ` ${intlWarmUpAttributes.worker}="${escapeHtml(assets.intlWarmUp)}" ${intlWarmUpAttributes.locale}="${escapeHtml(data.storefront.locale)}"`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<meta name="robots" content="${escapeHtml(head.robots)}">
${head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : ''}
${head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`).join('\n')}
${Object.entries(head.openGraph)
  .map(
    ([property, content]) =>
      `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`,
  )
  .join('\n')}
${head.structuredData.map((entry) => `<script type="application/ld+json">${inlineJson(entry)}</script>`).join('\n')}
${preloads.heroImage ? heroImageLink(preloads.heroImage) : (slotImagePreloadIn(shellHtml) ?? '')}
${[...entry.css, ...boot.css].map((file) => (shellHtml ? styleSheet(`${assets.publicPath}${file}`, preloads) : `<link rel="stylesheet" href="${assets.publicPath}${file}">`)).join('\n')}
${paintFirst ? '' : [...entry.js, ...boot.js, ...texts.js].map((file) => remotePreloadLink({ href: `${assets.publicPath}${file}`, as: 'script' }, false, preloads)).join('\n')}
${(paintFirst ? remoteStyles : preloads.remotes).map((preload) => remotePreloadLink(preload, shellHtml !== '', preloads)).join('\n')}
</head>
<body>
<div id="root">${shellHtml}</div>
<script type="application/json" id="${shopDocumentDataElementId}">${inlineDocumentData(data, inlined)}</script>
${
  paintFirst
    ? `<script defer src="${escapeHtml(paintFirst)}" ${paintFirstAttributes.entries}="${escapeHtml(requests.entries.join(' '))}" ${paintFirstAttributes.files}="${escapeHtml(JSON.stringify(requests.files))}"${requests.packs.length > 0 ? ` ${paintFirstAttributes.packs}="${escapeHtml(JSON.stringify(requests.packs))}"` : ''}${intlWarmUp}></script>`
    : entries.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('\n')
}
</body>
</html>`;
}
