import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shop/api-client';
import { kartenliebe, themePayload } from '../../../shared/testing/fixtures';
import {
  $cardLinks,
  $cards,
  $notFound,
  $status,
  cardFilterToggled,
  loadThemeFx,
  themePageStarted,
  writeUrlFx,
} from './model';

const setup = (search = '', themeId = 'hochzeit-1') => ({
  storefront: kartenliebe,
  themeId,
  search,
  cookies: '',
});
const query = (href: string | undefined) =>
  Object.fromEntries(new URL(href!, 'http://shop').searchParams);

describe('themes page', () => {
  it('shows the theme’s cards, filtered by the card types in the URL, and keeps filter changes in the URL', async () => {
    const writeUrl = vi.fn();
    const s = fork({
      handlers: [
        [loadThemeFx, async () => themePayload],
        [writeUrlFx, writeUrl],
      ],
    });
    await allSettled(themePageStarted, { scope: s, params: setup('product=postkarte') });
    expect(s.getState($cards).map((card) => card.cardType)).toEqual(['postkarte']);
    await allSettled(cardFilterToggled, {
      scope: s,
      params: { key: 'product', value: 'postkarte' },
    });
    expect(s.getState($cards)).toHaveLength(2);
    expect(writeUrl).toHaveBeenCalledWith({ product: [], aspectRatio: [] });
  });

  it('links every card to the designer with the default quantity, and its sample as one card', async () => {
    const s = fork({ handlers: [[loadThemeFx, async () => themePayload]] });
    await allSettled(themePageStarted, { scope: s, params: setup() });
    const links = s.getState($cardLinks)['KL-HOCHZEIT-1-POST'];
    expect(query(links?.design)).toMatchObject({
      themeId: 'hochzeit-1',
      productType: 'postkarte',
      quantity: '50',
    });
    expect(query(links?.sample)).toMatchObject({ quantity: '1', sample: '1', s: 'googleshopping' });
  });

  it('knows an unknown theme as not found rather than a failure to retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = fork({
      handlers: [
        [
          loadThemeFx,
          async () => {
            throw new ApiError({
              status: 404,
              method: 'GET',
              url: '/web-api/themes/nope',
              body: { message: 'No theme' },
            });
          },
        ],
      ],
    });
    await allSettled(themePageStarted, { scope: s, params: setup('', 'nope') });
    expect(s.getState($status)).toBe('error');
    expect(s.getState($notFound)).toBe(true);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
