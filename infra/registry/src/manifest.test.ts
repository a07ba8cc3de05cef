import { describe, expect, it } from 'vitest';
import { checkManifest, sriIntegrity } from './manifest';
import { remoteContracts } from '@shop/contracts';

/** The shape @module-federation/enhanced 2.9 writes, trimmed. */
const enhancedManifest = {
  id: 'mf_navigation',
  name: 'mf_navigation',
  metaData: {
    name: 'mf_navigation',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    buildInfo: { buildVersion: '1.2.0', buildName: 'mf-navigation' },
  },
  shared: [{ id: 'mf_navigation:react', name: 'react', version: '19.3.1', singleton: true }],
  remotes: [],
  exposes: ['Header', 'Navigation', 'SubNavigation', 'Footer'].map((name) => ({
    id: `mf_navigation:${name}`,
    name,
    path: `./${name}`,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  })),
};

describe('checkManifest', () => {
  it('reads the exposes and the remote entry of a real-shaped manifest', () => {
    expect(checkManifest('mf_navigation', JSON.stringify(enhancedManifest))).toEqual({
      exposes: ['./Header', './Navigation', './SubNavigation', './Footer'],
      remoteEntry: 'remoteEntry.js',
    });
    const nested = {
      ...enhancedManifest,
      metaData: {
        ...enhancedManifest.metaData,
        remoteEntry: { name: 'remoteEntry.js', path: 'static/' },
      },
    };
    expect(checkManifest('mf_navigation', JSON.stringify(nested)).remoteEntry).toBe(
      'static/remoteEntry.js',
    );
  });

  it('refuses broken JSON, another container and a missing contract module, saying which', () => {
    expect(() => checkManifest('mf_navigation', '{"name":')).toThrow(
      /mf-manifest.json is not valid JSON/,
    );
    expect(() =>
      checkManifest(
        'mf_account',
        JSON.stringify({ ...enhancedManifest, id: 'mf_account', name: 'mf_navigation' }),
      ),
    ).toThrow(/container "mf_navigation", not mf_account/);
    expect(() =>
      checkManifest(
        'mf_navigation',
        JSON.stringify({ ...enhancedManifest, exposes: [{ path: './Footer' }] }),
      ),
    ).toThrow(
      'mf-manifest.json does not expose ./Header, ./Navigation, ./SubNavigation, which the host needs from mf_navigation (it exposes: ./Footer)',
    );
  });

  it('accepts a manifest that exposes every module the host needs, and more', () => {
    const required = remoteContracts.mf_product_wrappers.exposes;
    const exposes = [...required, './Extra'].map((path) => ({ path }));
    expect(
      checkManifest('mf_product_wrappers', JSON.stringify({ name: 'mf_product_wrappers', exposes }))
        .exposes,
    ).toEqual([...required, './Extra']);
  });
});

describe('sriIntegrity', () => {
  it('is the sha384 SRI form browsers check (value from openssl dgst -sha384 -binary | base64)', () => {
    expect(sriIntegrity('alert(1)')).toBe(
      'sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW',
    );
  });
});
