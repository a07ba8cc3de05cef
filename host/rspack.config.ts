import { fileURLToPath } from 'node:url';
import { createHostConfig } from '@shop/federation/build';

export default createHostConfig({ packageDir: fileURLToPath(new URL('.', import.meta.url)) });
