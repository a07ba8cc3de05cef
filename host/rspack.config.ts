import { fileURLToPath } from 'node:url';
import {
  createHostConfig,
  createHostServerConfig,
  createPaintFirstConfig,
} from '@shop/federation/build';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

// The browser's shell, the script that requests it once the page has painted, and the same shell
// as the edge renders it into the document.
export default [
  createHostConfig({ packageDir }),
  createPaintFirstConfig({ packageDir }),
  createHostServerConfig({ packageDir, entry: './src/ssr/index.ts' }),
];
