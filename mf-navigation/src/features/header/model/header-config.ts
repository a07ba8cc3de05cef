import type { ChannelId } from '@shop/contracts';

export const brandName: Record<ChannelId, string> = { wallart: 'Wallart', kartenliebe: 'kartenliebe' };

/** On the desktop start page there is nowhere to go back to. */
export const desktopStartPath = '/desktop-startseite';
