import { z } from 'zod';

/** The file a remote's build writes next to its mf-manifest.json when its blocks load on their own. */
export const blockChunksFileName = 'block-chunks.json';

/** A block's own chunk is named `block-<Component>` (`webpackChunkName`), which the build reads back. */
export const blockChunkPrefix = 'block-';

const versionFolderFile = z
  .string()
  .regex(/^[\w.-]+\.(js|css)$/, 'A chunk file is a plain name in the version folder');

/**
 * block-chunks.json: per content component, the files (beside the manifest) its code needs, in
 * load order. The edge adds them for the components of the story it sends.
 */
export const blockChunksSchema = z.record(
  z.string().regex(/^[A-Z]\w*$/, 'A component is named like Teaser'),
  z.object({ js: z.array(versionFolderFile), css: z.array(versionFolderFile) }),
);
export type BlockChunks = z.infer<typeof blockChunksSchema>;
