import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shop/api-client';
import type { BlockOf } from '@shop/contracts';
import { buyGiftVoucherFx, redeemVoucherFx } from '../features/gift-voucher';
import { logFx } from '../shared/lib/form-model';
import { renderInPage } from '../shared/testing/render-block';
import { Voucher } from './voucher';

const block: BlockOf<'Voucher'> = {
  component: 'Voucher',
  _uid: 'vo',
  headline: 'Verschenke Erinnerungen',
  text: 'Der Gutschein für alle Produkte.',
  amounts: [25, 50, 100],
  ctaText: 'Gutschein bestellen',
  image: { filename: '/media/content/wallart/voucher.jpg', alt: 'Geschenkgutschein' },
};

afterEach(cleanup);

function renderVoucher(handlers: Array<[unknown, unknown]> = [], overrides = {}) {
  const scope = fork({ handlers: [[logFx, vi.fn()], ...handlers] as never });
  renderInPage(
    <Provider value={scope}>
      <Voucher block={block} />
    </Provider>,
    overrides,
  );
  return scope;
}
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Voucher', () => {
  it('offers the configured amounts in the storefront currency, the first chosen, and another amount', () => {
    renderVoucher([], { locale: 'fr-CH', country: 'ch', basename: '/fr' });
    expect(screen.getByRole('heading', { level: 2, name: block.headline })).toBeTruthy();
    const amounts = within(screen.getByRole('group', { name: 'Montant' })).getAllByRole('radio');
    expect(amounts.map((radio) => radio.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/25[.,]00\s?CHF/),
      expect.stringMatching(/50[.,]00\s?CHF/),
      expect.stringMatching(/100[.,]00\s?CHF/),
      'Autre montant',
    ]);
    expect((amounts[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(amounts[3]!);
    expect(screen.getByLabelText('Montant en CHF')).toBeTruthy();
  });

  it('shows field errors beside the fields and sends nothing', async () => {
    const buy = vi.fn();
    renderVoucher([[buyGiftVoucherFx, buy]]);
    type('E-Mail-Adresse der beschenkten Person', 'lena@');
    fireEvent.click(screen.getByRole('button', { name: 'Gutschein bestellen' }));
    await flush();
    expect(buy).not.toHaveBeenCalled();
    const email = screen.getByLabelText('E-Mail-Adresse der beschenkten Person');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(screen.getByLabelText('Name der beschenkten Person').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('orders the chosen amount and shows the answer with the order reference', async () => {
    const buy = vi.fn(async () => ({
      status: 'issued' as const,
      orderReference: 'GV-ABCDEFGH',
      amount: 50,
      currency: 'EUR',
      expiresAt: null,
      message: 'Vielen Dank! Der Gutschein ist unterwegs an lena@example.com.',
    }));
    renderVoucher([[buyGiftVoucherFx, buy]]);
    fireEvent.click(screen.getByRole('radio', { name: /50,00/ }));
    type('Name der beschenkten Person', 'Lena');
    type('E-Mail-Adresse der beschenkten Person', 'lena@example.com');
    type('Ihre E-Mail-Adresse für die Bestätigung', 'oma@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Gutschein bestellen' }));
    await flush();
    expect(buy).toHaveBeenCalledWith(expect.objectContaining({ amount: 50 }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('unterwegs an lena@example.com');
    expect(status.textContent).toContain('Bestellnummer: GV-ABCDEFGH');
  });

  it('shows why a code cannot be redeemed at the code field', async () => {
    const redeem = vi.fn().mockRejectedValue(
      new ApiError({
        status: 404,
        method: 'POST',
        url: '/web-api/voucher',
        body: { message: 'Diesen Gutscheincode kennen wir nicht.', code: 'voucher-unknown' },
      }),
    );
    renderVoucher([[redeemVoucherFx, redeem]]);
    type('Gutscheincode', 'AAAA-BBBB-CCCC-DDDD');
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    await flush();
    const code = screen.getByLabelText('Gutscheincode');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Diesen Gutscheincode kennen wir nicht.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
