import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import provideFederationSdk from './provide-federation-sdk';

const runtimeGlobals = ['_FEDERATION_ERROR_CODES', '_FEDERATION_BUNDLER_RUNTIME'];

async function loadRemoteCopy(): Promise<Federation> {
  vi.resetModules();
  return (await import('./bundler-runtime-from-host')).default;
}

afterEach(() => {
  for (const name of runtimeGlobals) delete (globalThis as Record<string, unknown>)[name];
});

describe("a remote's bundler runtime from the host", () => {
  it("runs the host's code, with each remote's container state its own", async () => {
    provideFederationSdk();
    const header = await loadRemoteCopy();
    const calculator = await loadRemoteCopy();
    expect(header.bundlerRuntime!.consumes).toBe(calculator.bundlerRuntime!.consumes);
    expect(header.bundlerRuntime!.S).not.toBe(calculator.bundlerRuntime!.S);
    expect(header.bundlerRuntimeOptions).not.toBe(calculator.bundlerRuntimeOptions);
    expect(header.instance).toBeUndefined();
  });

  it('can start a container, which the host itself never does', async () => {
    provideFederationSdk();
    expect((await loadRemoteCopy()).bundlerRuntime!.initContainerEntry).toBeTypeOf('function');
  });

  it('refuses to load outside the shop, saying why', async () => {
    await expect(loadRemoteCopy()).rejects.toThrow(/only inside the shop/);
  });
});
