import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@shop/i18n';
import { loadCutoffsFx } from '../../delivery-countdown/model/model';
import {
  cardAccessories,
  cardPrice,
  kartenliebe,
  themePayload,
} from '../../../shared/testing/fixtures';
import {
  cardStarted,
  loadAccessoriesFx,
  loadPriceFx,
  loadThemeFx,
  type CardBlock,
  type PriceRequest,
} from '../model/model';
import { CardDetailView } from './card-detail-view';

/** Text as a shopper reads it: no-break spaces as spaces. */
const text = (element: HTMLElement) => element.textContent!.replace(/\s/g, ' ');

const block = {
  component: 'ProductDetailCard',
  headline: 'Einladung',
  occasion: 'hochzeit',
  themeId: 'hochzeit-1',
} as CardBlock;

async function renderCard() {
  const scope = fork({
    handlers: [
      [loadThemeFx, async () => themePayload],
      [loadAccessoriesFx, async () => cardAccessories],
      [
        loadPriceFx,
        async (r: PriceRequest) => cardPrice(r.cardType, r.formatType, r.quantity, r.quantity * 2),
      ],
      [loadCutoffsFx, () => new Promise(() => {})],
    ],
  });
  await allSettled(cardStarted, {
    scope,
    params: { block, storefront: kartenliebe, search: '', cookies: '' },
  });
  render(
    <Provider value={scope}>
      <CardDetailView locale="de-DE" t={createTranslator('de-DE')} />
    </Provider>,
  );
  return scope;
}

afterEach(cleanup);

describe('CardDetailView', () => {
  it('shows the card options, the envelope surcharge, the live price and both designer links', async () => {
    await renderCard();
    expect(screen.getByRole('heading', { name: 'Einladung' })).toBeTruthy();
    const quantity = screen.getByLabelText('Anzahl') as HTMLSelectElement;
    expect(quantity.value).toBe('50');
    const envelope = screen.getByRole('group', { name: 'Umschlag' });
    expect(text(envelope)).toContain('+0,95 € pro Karte');
    expect(text(screen.getByTestId('product-price'))).toContain('100,00 €');
    expect(screen.getByTestId('designer-link').getAttribute('href')).toContain('quantity=50');
    expect(screen.getByTestId('sample-link').getAttribute('href')).toContain('s=googleshopping');
  });

  it('reprices when the shopper picks another quantity', async () => {
    await renderCard();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Anzahl'), { target: { value: '100' } });
    });
    expect(text(screen.getByTestId('product-price'))).toContain('200,00 €');
    expect(screen.getByTestId('designer-link').getAttribute('href')).toContain('quantity=100');
  });
});
