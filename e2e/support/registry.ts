import { createRegistryClient } from '@shop/registry';

/** The registry of the stack the global set-up started, with the release managers' token. */
export function registry() {
  const url = process.env.E2E_REGISTRY_URL;
  const token = process.env.E2E_REGISTRY_TOKEN;
  if (!url || !token)
    throw new Error('The stack is not running; run the browser tests through `npm test`.');
  return createRegistryClient(url, token);
}
