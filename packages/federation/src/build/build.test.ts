import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContractsFilePlugin } from './contracts-file-plugin';
import {
  createHostConfig,
  createRemoteConfig,
  esmFederationRuntime,
  productionReactRouter,
  shellLibraries,
  splitPollingOnly,
  splitPushManager,
} from './rspack-config';
import { sharedFromHost, sharedSingletons, singletonsNotProvided } from './shared';

const require = createRequire(import.meta.url);

type FederationOptions = {
  name: string;
  shared: Record<string, unknown>;
  shareStrategy: string;
  experiments: Record<string, unknown>;
};
const federationOptions = (config: { plugins?: unknown[] }) =>
  (
    config.plugins!.find((plugin) => (plugin as { _options?: unknown })._options) as {
      _options: FederationOptions;
    }
  )._options;

describe('sharedSingletons', () => {
  it('shares every page-state library once, compatible within its major', () => {
    const shared = sharedSingletons();
    for (const name of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'effector',
      'effector-react',
      'single-spa',
      'single-spa-react',
      '@shop/bus',
    ]) {
      expect(shared[name], name).toMatchObject({ singleton: true });
    }
    expect(shared.react).toMatchObject({ version: '19.3.1', requiredVersion: '^19.0.0' });
    expect(shared['@shop/bus']).toMatchObject({ requiredVersion: '^0.1.0' });
    expect(shared['react-router']?.treeShaking).toEqual({ mode: 'runtime-infer' });
  });
});

describe('sharedFromHost', () => {
  it('takes every singleton from the host without a copy of its own, but the tree-shaken one', () => {
    const shared = sharedFromHost();
    expect(Object.keys(shared)).toEqual(Object.keys(sharedSingletons()));
    expect(shared.react).toMatchObject({
      import: false,
      singleton: true,
      requiredVersion: '^19.0.0',
    });
    expect(shared['@shop/bus']).toMatchObject({ import: false });
    expect(shared['react-router']).not.toHaveProperty('import');
  });
  it('names the singletons a host build leaves out', () => {
    const all = Object.keys(sharedSingletons());
    expect(singletonsNotProvided(all)).toEqual([]);
    expect(singletonsNotProvided(all.filter((name) => name !== 'effector'))).toEqual(['effector']);
  });
});

describe('createRemoteConfig', () => {
  const packageDir = '/repo/mf-navigation';
  it('builds each version into its own folder under its own unique name, on the host runtime', () => {
    const first = createRemoteConfig({
      name: 'mf_navigation',
      packageDir,
      exposes: { './Header': './src/header.tsx' },
      version: '1.2.0',
    });
    const second = createRemoteConfig({
      name: 'mf_navigation',
      packageDir,
      exposes: { './Header': './src/header.tsx' },
      version: '1.3.0-rc.1',
    });
    expect(first.output?.path).toBe(path.join(packageDir, 'dist', '1.2.0'));
    expect(first.output?.uniqueName).not.toBe(second.output?.uniqueName);
    const options = federationOptions(first);
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.experiments).toMatchObject({ externalRuntime: true });
    expect(options.shared).toEqual(sharedFromHost());
    const aliases = Object.entries(first.resolve?.alias ?? {});
    const bundlerRuntime = aliases.filter(([request]) =>
      request.includes('webpack-bundler-runtime'),
    );
    expect(bundlerRuntime.map(([, target]) => target)).toEqual([
      expect.stringMatching(/bundler-runtime-from-host\.ts$/),
      expect.stringMatching(/bundler-runtime-from-host\.ts$/),
    ]);
  });

  it('writes the contract versions of the modules it exposes next to its manifest', () => {
    const config = createRemoteConfig({
      name: 'mf_navigation',
      packageDir,
      exposes: { './Header': './src/header.tsx', './Footer': './src/footer.tsx' },
      version: '1.2.0',
    });
    const plugin = config.plugins!.find((p) => p instanceof ContractsFilePlugin);
    expect(plugin).toMatchObject({
      remote: 'mf_navigation',
      exposedModules: ['./Header', './Footer'],
    });
  });
});

describe('code shared by a remote’s modules', () => {
  const options = {
    name: 'mf_navigation',
    packageDir: '/repo/mf-navigation',
    exposes: { './Header': './src/header.tsx', './Footer': './src/footer.tsx' },
    version: '1.2.0',
  };
  it('loads once, from 2 KB up, for a remote whose modules share a page', () => {
    const config = createRemoteConfig({ ...options, modulesShareChunks: true });
    expect(config.optimization?.splitChunks).toEqual({ chunks: 'async', minSize: 2000 });
  });
  it('is copied into each module under the bundler’s default size otherwise', () => {
    expect(createRemoteConfig(options).optimization).toBeUndefined();
  });
});

describe('createHostConfig', () => {
  it('registers no remote at build time and provides the runtime to the remotes', () => {
    const options = federationOptions(
      createHostConfig({ packageDir: '/repo/host' }),
    ) as FederationOptions & { remotes: unknown };
    expect(options.remotes).toEqual({});
    expect(options.experiments).toMatchObject({ provideExternalRuntime: true });
  });
});

describe('shellLibraries', () => {
  it('puts what the shell runs before its first render in one chunk, and nothing loaded later', () => {
    for (const file of [
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/repo/node_modules/react/index.js',
      '/repo/node_modules/effector/effector.mjs',
      '/repo/packages/bus/src/instance.ts',
      '/repo/packages/flags/src/lazy-sdk.ts',
    ])
      expect(file, file).toMatch(shellLibraries);
    for (const file of [
      '/repo/node_modules/axios/lib/axios.js',
      '/repo/node_modules/@splitsoftware/splitio/es/index.js',
      '/repo/node_modules/react-is/index.js',
      '/repo/packages/flags/src/sdk-factory.ts',
      '/repo/packages/i18n/src/messages/de.ts',
      '/repo/packages/api-client/src/axios-transport.ts',
      '/repo/packages/contracts/src/products/calendars.ts',
      '/repo/packages/contracts/src/catalogue-api.ts',
      '/repo/packages/federation/src/build/split-polling-only.js',
      '/repo/host/src/bootstrap.tsx',
    ])
      expect(file, file).not.toMatch(shellLibraries);
  });
});

describe('esmFederationRuntime', () => {
  it('points each runtime entry the plugin resolves as CommonJS at its ES build, which exists', () => {
    const aliases = esmFederationRuntime();
    expect(Object.keys(aliases)).toHaveLength(4);
    for (const [commonJs, esModule] of Object.entries(aliases)) {
      expect(commonJs).toMatch(/@module-federation\/.+\.cjs$/);
      expect(esModule).toBe(commonJs.replace(/\.cjs$/, '.js'));
      expect(fs.existsSync(esModule), esModule).toBe(true);
    }
  });

  it('is part of the host’s and every remote’s build, whose bundler runtime is the host’s', () => {
    const remote = createRemoteConfig({
      name: 'mf_navigation',
      packageDir: '/repo/mf-navigation',
      exposes: { './Header': './src/header.tsx' },
      version: '1.2.0',
    });
    const host = createHostConfig({ packageDir: '/repo/host' });
    expect(host.resolve?.alias).toMatchObject(esmFederationRuntime());
    const ownBuilds = Object.entries(esmFederationRuntime()).filter(
      ([request]) => !request.includes('webpack-bundler-runtime'),
    );
    expect(remote.resolve?.alias).toMatchObject(Object.fromEntries(ownBuilds));
  });
});

describe('productionReactRouter', () => {
  it('gives a production build react-router’s production files, without its dev warnings', () => {
    const build = productionReactRouter()['react-router$']!;
    expect(build).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    const chunks = [...fs.readFileSync(build, 'utf8').matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)];
    const code = chunks.map(([, chunk]) =>
      fs.readFileSync(path.join(path.dirname(build), chunk!), 'utf8'),
    );
    expect(code.join('\n')).toContain('ENABLE_DEV_WARNINGS = false');
    expect(createHostConfig({ packageDir: '/repo/host' }).resolve?.alias).toMatchObject({
      'react-router$': build,
    });
  });
});

describe('splitPollingOnly', () => {
  it('leaves the Split SDK’s streaming client out of browser builds, where the SDK polls', async () => {
    // The specifier is the one the SDK's browser factory imports: a renamed module would bundle it again.
    const factory = fs.readFileSync(
      path.join(
        path.dirname(require.resolve('@splitsoftware/splitio/package.json')),
        'esm/factory/browser.js',
      ),
      'utf8',
    );
    expect(factory).toContain(`import { pushManagerFactory } from '${splitPushManager}';`);
    const stand = splitPollingOnly()[`${splitPushManager}$`]!;
    expect(await import(stand)).toEqual(expect.objectContaining({ pushManagerFactory: undefined }));
    expect(createHostConfig({ packageDir: '/repo/host' }).resolve?.alias).toMatchObject({
      [`${splitPushManager}$`]: stand,
    });
  });
});
