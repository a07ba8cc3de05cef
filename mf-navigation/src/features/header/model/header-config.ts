import { channels } from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';

/** The brand as shoppers see it, from the catalogue's channel table. */
export const brandName = (channel: ChannelId): string => channels[channel].name;

/** On the desktop start page there is nowhere to go back to. */
export const desktopStartPath = '/desktop-startseite';

/** The desktop platform's back button shows everywhere but on its start pages (`/d/` and the desktop start page). */
export const showsBackButton = (platform: string, pathname: string): boolean =>
  platform === 'desktop' && pathname !== '/' && pathname.replace(/\/+$/, '') !== desktopStartPath;
