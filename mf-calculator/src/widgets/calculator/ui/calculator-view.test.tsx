import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $dialog, dialogCloseRequested } from '@shop/bus';
import type { CalculatorReferencePayload } from '@shop/contracts';
import { calculatorStarted, loadReferenceFx } from '../../../entities/calculator';
import { block, reference } from '../../../entities/calculator/testing/fixtures';
import { controlExperiments, type Experiments } from '../../../shared/config/experiments';
import { CalculatorView } from './calculator-view';

afterEach(() => {
  cleanup();
  dialogCloseRequested();
  vi.restoreAllMocks();
});

/** Text with the no-break spaces of number formatting as plain spaces. */
const plain = (node: Element | null) => node?.textContent?.replace(/\s/g, ' ');

async function renderCalculator(
  experiments: Partial<Experiments> = {},
  load: () => Promise<CalculatorReferencePayload> = async () => reference,
) {
  const scope = fork({ handlers: [[loadReferenceFx, load]] });
  await allSettled(calculatorStarted, { scope, params: { block: block(), locale: 'de-CH' } });
  render(
    <Provider value={scope}>
      <CalculatorView
        calculatorId="c1"
        block={block()}
        channel="wallart"
        locale="de-CH"
        experiments={{ ...controlExperiments, ...experiments }}
      />
    </Provider>,
  );
  return scope;
}

const formatRow = (value: string) => document.querySelector(`[data-format="${value}"]`)!;
const cta = () => screen.getByRole('link', { name: 'Jetzt gestalten' });

describe('calculator block', () => {
  it('shows headline, title, materials and the listed formats with Swiss prices and struck-through originals', async () => {
    await renderCalculator();
    expect(screen.getByText('Wandbilder')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Preis berechnen' })).toBeTruthy();
    const select = screen.getByLabelText('Material') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Leinwand', 'Acrylglas']);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      '400x300',
      '600x400',
      '900x600',
    ]);
    const reduced = formatRow('600x400');
    expect(plain(reduced.querySelector('[data-price="current"]'))).toBe('CHF 39.90');
    expect(plain(reduced.querySelector('[data-price="original"]'))).toBe('CHF 49.90');
    expect(formatRow('400x300').querySelector('[data-price="original"]')).toBeNull();
  });

  it('links the call to action to the designer with material, format and locale', async () => {
    await renderCalculator();
    const url = new URL(cta().getAttribute('href')!, 'https://shop.example');
    expect(url.pathname).toBe('/designer/photo-frame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'de-CH',
      materialType: 'leinwand',
      formatType: '600x400',
    });
    fireEvent.change(screen.getByLabelText('Material'), { target: { value: 'acrylglas' } });
    const changed = new URL(cta().getAttribute('href')!, 'https://shop.example');
    expect(changed.searchParams.get('materialType')).toBe('acrylglas');
    expect(changed.searchParams.get('formatType')).toBe('900x600');
  });

  it('asks the page’s dialog bus for the More formats dialog of this calculator', async () => {
    await renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr Formate' }));
    expect($dialog.getState()).toEqual({
      dialogType: 'calculatorMoreFormats',
      dialogPayload: { calculatorId: 'c1' },
    });
  });

  it('shows the block without prices and a retry when prices cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    await renderCalculator({}, async () => {
      calls += 1;
      if (calls === 1) throw new Error('unavailable');
      return reference;
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Die Preise konnten nicht geladen werden.');
    expect(document.querySelectorAll('[data-price="current"]')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelectorAll('[data-price="current"]')).toHaveLength(3);
  });

  it('experiments: top-deal label, nudge with savings, portrait formats, material tiles', async () => {
    await renderCalculator({
      topDealLabels: true,
      nudging: true,
      orientationSwap: true,
      materialTiles: true,
    });
    expect(formatRow('1200x800')).toBeNull();
    // The biggest saving of canvas is 600x400 (10.00 off).
    expect(formatRow('600x400').querySelector('[data-badge="top-deal"]')!.textContent).toBe(
      'Top-Deal',
    );
    expect(formatRow('600x400').querySelector('[data-badge="popular"]')).not.toBeNull();
    expect(plain(document.querySelector('[data-nudge="savings"]'))).toBe('Sie sparen CHF 10.00');
    expect(formatRow('900x600').textContent).toContain('60 × 90 cm');
    expect(
      new URL(cta().getAttribute('href')!, 'https://x.example').searchParams.get('formatType'),
    ).toBe('400x600');
    expect(screen.getByRole('radio', { name: /Acrylglas/ })).toBeTruthy();
  });
});
