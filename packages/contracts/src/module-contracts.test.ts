import { describe, expect, it } from 'vitest';
import {
  artifactContractsFor,
  artifactContractsSchema,
  contractMismatches,
  moduleContractVersions,
} from './module-contracts';
import { remoteContracts, remoteNames } from './remotes';

describe('moduleContractVersions', () => {
  it('versions exactly the modules the host needs from each remote', () => {
    for (const remote of remoteNames) {
      expect(Object.keys(moduleContractVersions[remote]).sort(), remote).toEqual(
        [...remoteContracts[remote].exposes].sort(),
      );
    }
  });
});

describe('artifactContractsFor', () => {
  it('declares the versions of the modules a build exposes, and only those', () => {
    const declared = artifactContractsFor('mf_navigation', ['./Header', './Footer', './Extra']);
    expect(declared).toEqual({
      remote: 'mf_navigation',
      modules: { './Header': '1.0', './Footer': '1.0' },
    });
    expect(artifactContractsSchema.parse(declared)).toEqual(declared);
  });

  it('declares nothing for a remote the host does not know yet', () => {
    expect(artifactContractsFor('mf_reviews', ['./Reviews'])).toEqual({
      remote: 'mf_reviews',
      modules: {},
    });
  });
});

describe('contractMismatches', () => {
  const built = artifactContractsFor('mf_navigation', [...remoteContracts.mf_navigation.exposes]);

  it('accepts a build of the host contracts, and one a minor version apart', () => {
    expect(contractMismatches('mf_navigation', '1.4.0', built)).toEqual([]);
    const newerMinor = { ...built, modules: { ...built.modules, './Header': '1.7' } };
    expect(contractMismatches('mf_navigation', '1.4.0', newerMinor)).toEqual([]);
  });

  it('names the module and both versions when the major differs', () => {
    const breaking = { ...built, modules: { ...built.modules, './Header': '2.0' } };
    expect(contractMismatches('mf_navigation', '2.0.0', breaking)).toEqual([
      'mf_navigation 2.0.0 implements ./Header contract 2.0, but the host expects 1.x (1.0)',
    ]);
  });

  it('refuses a build that declares no contract for a module the host mounts', () => {
    const { './Footer': _footer, ...rest } = built.modules;
    expect(contractMismatches('mf_navigation', '1.5.0', { ...built, modules: rest })).toEqual([
      'mf_navigation 1.5.0 declares no contract for ./Footer; the host expects 1.0',
    ]);
  });

  it('rejects malformed contract files', () => {
    expect(
      artifactContractsSchema.safeParse({ remote: 'mf_navigation', modules: { './Header': '1' } })
        .success,
    ).toBe(false);
    expect(
      artifactContractsSchema.safeParse({ remote: 'mf_navigation', modules: { Header: '1.0' } })
        .success,
    ).toBe(false);
  });
});
