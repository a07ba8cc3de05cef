// The edge's entry to the shell's server render (built to dist-ssr/render.cjs).
export {
  renderShell,
  type RenderedShell,
  type ShellRenderOptions,
  type SlotFailure,
} from './render-shell';
export { sharedModules } from './shared-modules';
// The edge loads the client's transport and answer schemas at start, not during its first render.
export { preloadApiClient as warmUp } from '@shop/api-client';
