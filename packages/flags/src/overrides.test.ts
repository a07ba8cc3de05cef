import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initFlags } from './client';
import { loadOverrides, parseOverrides } from './overrides';
import { resetPage, testOptions, whenReady } from './testing/page';

describe('parseOverrides', () => {
  it('accepts on, off and control', () => {
    expect(
      parseOverrides(
        '?ff_feature=a&ff_treatment=on&ff_feature=b&ff_treatment=off&ff_feature=c&ff_treatment=control',
      ).treatments,
    ).toEqual({
      a: 'on',
      b: 'off',
      c: 'control',
    });
  });

  it('accepts a treatment from the allowed list and turns any other multi-option treatment into control', () => {
    const result = parseOverrides(
      '?ff_feature=layout&ff_treatment=v2&ff_feature=teaser&ff_treatment=v9',
      ['v1', 'v2'],
    );
    expect(result.treatments).toEqual({ layout: 'v2', teaser: 'control' });
    expect(result.notes).toEqual([{ feature: 'teaser', treatment: 'v9', outcome: 'control' }]);
  });

  it('refuses malformed names and treatments', () => {
    const result = parseOverrides(
      '?ff_feature=%3Cscript%3E&ff_treatment=on&ff_feature=ok&ff_treatment=on%20now&ff_feature=lonely',
    );
    expect(result.treatments).toEqual({});
    expect(result.notes.map((note) => note.outcome)).toEqual(['refused', 'refused', 'refused']);
  });

  it('reads ff_disabled=1 and ff_debug=1, and nothing else as true', () => {
    expect(parseOverrides('?ff_disabled=1&ff_debug=1')).toMatchObject({
      disabled: true,
      debug: true,
    });
    expect(parseOverrides('?ff_disabled=true&ff_debug=0')).toMatchObject({
      disabled: false,
      debug: false,
    });
  });
});

describe('URL overrides on the page', () => {
  beforeEach(() => resetPage());
  afterEach(() => resetPage());

  it('win over the SDK, reach the tracker as overrides, and last for the session', async () => {
    await resetPage('?ff_feature=nudging&ff_treatment=on&ff_feature=layout&ff_treatment=v7');
    const page = testOptions({ allowedOverrideTreatments: ['v1', 'v2'] });
    const client = initFlags(page.options);
    await whenReady(client);
    expect(client.getTreatment('nudging')).toBe('on');
    expect(client.getTreatment('layout')).toBe('control');
    expect(client.getTreatment('top_deal_labels')).toBe('on');
    expect(page.evaluations).toEqual([
      { feature: 'nudging', treatment: 'on', source: 'override' },
      { feature: 'layout', treatment: 'control', source: 'override' },
      { feature: 'top_deal_labels', treatment: 'on', source: 'sdk' },
    ]);
    expect(page.logs).toContainEqual(
      expect.objectContaining({
        event: 'flags-override-rejected',
        feature: 'layout',
        outcome: 'control',
      }),
    );
    // A client-side navigation drops the query; the session keeps the overrides until ff_reset=1.
    expect(loadOverrides('', [], sessionStorage).treatments).toEqual({
      nudging: 'on',
      layout: 'control',
    });
    expect(loadOverrides('?ff_reset=1', [], sessionStorage).treatments).toEqual({});
    expect(loadOverrides('', [], sessionStorage).treatments).toEqual({});
  });

  it('ff_disabled=1 starts no client and turns every flag off', async () => {
    await resetPage('?ff_disabled=1&ff_feature=nudging&ff_treatment=on');
    const page = testOptions();
    const client = initFlags(page.options);
    expect(client.active).toBe(false);
    expect(client.getTreatment('top_deal_labels')).toBe('off');
    expect(page.events()).toContain('flags-disabled-by-url');
  });

  it('ff_debug=1 turns on the SDK debug log, routed into our log', async () => {
    await resetPage('?ff_debug=1');
    const page = testOptions();
    const client = initFlags(page.options);
    await whenReady(client);
    expect(page.logs).toContainEqual(
      expect.objectContaining({ event: 'flags-sdk-message', level: 'debug' }),
    );
  });
});
