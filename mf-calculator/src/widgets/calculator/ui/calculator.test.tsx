import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatorExperiments, type FormatPricesPayload } from '@shop/contracts';
import {
  recordingSlotAnswers,
  SlotAnswersContext,
  type SlotAnswerSource,
} from '@shop/federation/react';
import { hydrateServerHtml } from '@shop/federation/testing';
import { RenderedTreatmentsContext } from '@shop/flags/react';
import { loadFramedPricesFx, loadReferenceFx } from '../../../entities/calculator';
import { block, reference } from '../../../entities/calculator/testing/fixtures';
import { Calculator } from './calculator';

const framedPrices: FormatPricesPayload = {
  materialType: 'acrylglas',
  frameKind: 'schattenfuge-platte',
  frameType: 'schattenfuge-platte-schwarz',
  currency: 'CHF',
  unit: 'cm',
  formats: [
    {
      formatType: '600x400',
      sku: 'AG-SF-600x400',
      width: 60,
      height: 40,
      featured: true,
      priceCurrent: 89.9,
      priceOriginal: 89.9,
    },
  ],
} as FormatPricesPayload;

const network = {
  reference: vi.fn(async () => reference),
  framed: vi.fn(async () => framedPrices),
};
const originals = {
  reference: loadReferenceFx.use.getCurrent(),
  framed: loadFramedPricesFx.use.getCurrent(),
};
beforeEach(() => {
  loadReferenceFx.use(network.reference);
  loadFramedPricesFx.use(network.framed);
});
afterEach(() => {
  loadReferenceFx.use(originals.reference);
  loadFramedPricesFx.use(originals.framed);
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

const teaserOn = { [calculatorExperiments.framedAcrylicTeaser]: 'on' };

const calculator = (source: SlotAnswerSource | null) => (
  <RenderedTreatmentsContext.Provider value={teaserOn}>
    <SlotAnswersContext.Provider value={source}>
      <Calculator
        channel="wallart"
        country="ch"
        locale="de-CH"
        platform="web"
        basename=""
        pathname="/"
        block={block()}
      />
    </SlotAnswersContext.Provider>
  </RenderedTreatmentsContext.Provider>
);

async function serverHtml(source: SlotAnswerSource | null): Promise<string> {
  const { prelude } = await prerender(calculator(source));
  return new Response(prelude).text();
}

/** Text with the no-break spaces of number formatting as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('a calculator block rendered on the server', () => {
  it('shows its live prices and the teaser’s, and hydrates from the same answers without asking again', async () => {
    const recording = recordingSlotAnswers();
    const html = await serverHtml(recording.source);
    expect(html).toContain('data-calculator-state="success"');
    expect(plain(html)).toContain('CHF 39.90');
    expect(plain(html)).toContain('CHF 89.90');
    expect(network.reference).toHaveBeenCalledTimes(1);
    expect(network.framed).toHaveBeenCalledTimes(1);

    vi.clearAllMocks();
    const { container, mismatches, kept } = await hydrateServerHtml(
      html,
      calculator({ mode: 'browser', answers: recording.answers() }),
      'section',
    );
    expect(mismatches).toEqual([]);
    expect(kept).toBe(true);
    expect(
      plain(container.querySelector('[data-teaser] [data-price="current"]')?.textContent),
    ).toBe('CHF 89.90');
    expect(network.reference).not.toHaveBeenCalled();
    expect(network.framed).not.toHaveBeenCalled();
  });

  it('fails the server render when the prices cannot load, so the browser renders the block with its retry', async () => {
    network.reference.mockRejectedValueOnce(new Error('prices unavailable'));
    await expect(serverHtml(recordingSlotAnswers().source)).rejects.toThrow('prices unavailable');
  });
});
