import { fileURLToPath } from 'node:url';
import { createHostConfig, createHostServerConfig } from '@shop/federation/build';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

// The browser's shell, and the same shell as the edge renders it into the document.
export default [
  createHostConfig({ packageDir }),
  createHostServerConfig({ packageDir, entry: './src/ssr/index.ts' }),
];
