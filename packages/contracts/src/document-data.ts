import type { NavigationConfig } from './navigation';
import type { InlineReleaseSet } from './release-set';
import type { AccountIntegrations, ServiceHotline, StorefrontProps } from './remote-props';

/**
 * What a slot's server render loaded, by call and parameters (`photobook-types:"…"`), so the
 * browser's hydration starts from the same answers instead of asking again.
 */
export type SlotAnswers = Readonly<Record<string, unknown>>;

/** Inlined by the edge server into every document, so the shell starts without another request. */
export type ShopDocumentData = {
  storefront: StorefrontProps;
  environment: string;
  releaseSet: InlineReleaseSet;
  /** Remote name → manifest URL, development only (a team's local build). */
  overrides: Record<string, string>;
  /** How long a remote may take to load before its slot shows the fallback. */
  remoteTimeoutMs: number;
  hotline: ServiceHotline | null;
  /** The navigation's part of the content's global configuration; null while content is unavailable. */
  navigation: NavigationConfig | null;
  integrations: AccountIntegrations;
  /** The browser SDK key of the flag service (public) and how long the page waits for flags. */
  flags: { sdkKey: string | null; readyTimeoutMs: number };
  /** The page's content story as the gateway answered it, so the page renders without another request. */
  page: { status: 'ok' | 'not-found' | 'unavailable' | 'shell'; story: unknown | null };
  /** Slots (`remote:module`) whose HTML the edge rendered into the document; they hydrate. */
  serverRendered?: string[];
  /** Slot (`remote:module`) → the answers its server render loaded; its hydration starts from them. */
  slotAnswers?: Record<string, SlotAnswers>;
  /**
   * The shopper's consent cookie holds no choice yet: the edge renders the consent notice into the
   * document, and the browser hydrates it before following its own state.
   */
  consentNoticeShown?: boolean;
  /** Flag → treatment the edge evaluated for this shopper and rendered the document with. */
  flagTreatments?: Record<string, string>;
};

export const shopDocumentDataElementId = 'shop-data';
