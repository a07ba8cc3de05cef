import http from 'node:http';
import { shopDocumentDataElementId, type ShopDocumentData } from '@shop/contracts';
import { createRegistryClient } from '@shop/registry';
import { expect } from './test';

/** The registry of the stack the global set-up started, with the release managers' token. */
export function registry() {
  const url = process.env.E2E_REGISTRY_URL;
  const token = process.env.E2E_REGISTRY_TOKEN;
  if (!url || !token)
    throw new Error('The stack is not running; run the browser tests through `npm test`.');
  return createRegistryClient(url, token);
}

const shopDataPattern = new RegExp(
  `<script type="application/json" id="${shopDocumentDataElementId}">([^<]*)</script>`,
);

/** The document at `url`, asked of the edge on loopback under the URL's own host name (`*.localhost`). */
function documentAt(url: URL, cookie?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        headers: { host: url.host, ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The id of the release set the edge pinned the document at `url` to, for a shopper with `cookie`. */
async function servedReleaseSetId(url: URL, cookie?: string): Promise<number | undefined> {
  const data = shopDataPattern.exec(await documentAt(url, cookie))?.[1];
  return data ? (JSON.parse(data) as ShopDocumentData).releaseSet.id : undefined;
}

/**
 * Waits until the edge sends documents pinned to release set `id`: a promotion, rollback or canary
 * reaches the edge by the registry's change notice, a moment after the registry has answered.
 */
export async function untilEdgeServes(
  origin: string,
  id: number,
  { cookie }: { cookie?: string } = {},
): Promise<void> {
  await expect
    .poll(() => servedReleaseSetId(new URL('/', origin), cookie), {
      message: `the edge at ${origin} serves release set ${id}`,
      timeout: 10_000,
    })
    .toBe(id);
}
