import path from 'node:path';
import { buildSeed } from '../../infra/content/seed/index';
import { catalogueSeedMediaPaths } from '../../infra/catalogue/src/seed/media';
import { mediaPathsIn, seedMedia } from '../../host/server/images/seed-media';

/**
 * Draws an original under `<dataDir>/media` for every image the seeded stories and the seeded
 * catalogue (card themes, designs, customer pictures) name, so no seeded page shows a broken image. Files already there are kept, so a second start writes nothing.
 */
export async function seedContentMedia(
  dataDir: string,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  const result = await seedMedia(path.join(dataDir, 'media'), [
    ...mediaPathsIn(buildSeed()),
    ...catalogueSeedMediaPaths(),
  ]);
  if (result.written.length > 0) {
    log(
      `drew ${result.written.length} seed images in ${Date.now() - started} ms (${result.existing} already there)`,
    );
  }
  if (result.unsupported.length > 0)
    log(`no seed file can be drawn for ${result.unsupported.join(', ')}`);
}
