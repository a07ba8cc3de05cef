import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '@shop/db';
import { channelIds, type ChannelId } from './channels';

export type SpaceTokens = { public: string; preview: string };
export type ContentTokens = { management: string; spaces: Record<ChannelId, SpaceTokens> };

const tokenSchema = z.string().min(16, 'tokens need at least 16 characters');
const spaceTokensSchema = z.object({ public: tokenSchema, preview: tokenSchema });
const spacesSchema = z.object(
  Object.fromEntries(channelIds.map((id) => [id, spaceTokensSchema])) as Record<
    ChannelId,
    typeof spaceTokensSchema
  >,
);
const fileSchema = z.object({ management: tokenSchema, spaces: spacesSchema });

/** Where development tokens live; generated on first start, never committed (.data/ is ignored). */
export const devTokensFile = path.join(repoRoot, '.data', 'content-tokens.json');

const newToken = () => crypto.randomBytes(18).toString('base64url');

/**
 * Tokens of the content service: CONTENT_MANAGEMENT_TOKEN and CONTENT_SPACE_TOKENS
 * (`{"wallart":{"public":"…","preview":"…"},…}`). Outside production missing values come from
 * `.data/content-tokens.json`, generated with random tokens the first time.
 */
export function loadContentTokens(
  env: NodeJS.ProcessEnv = process.env,
  file = devTokensFile,
): ContentTokens {
  const fromEnvSpaces = env.CONTENT_SPACE_TOKENS
    ? parseSpaces(env.CONTENT_SPACE_TOKENS)
    : undefined;
  const fromEnvManagement = env.CONTENT_MANAGEMENT_TOKEN
    ? tokenSchema.parse(env.CONTENT_MANAGEMENT_TOKEN)
    : undefined;
  if (fromEnvSpaces && fromEnvManagement)
    return { management: fromEnvManagement, spaces: fromEnvSpaces };
  if (env.NODE_ENV === 'production') {
    throw new Error('CONTENT_MANAGEMENT_TOKEN and CONTENT_SPACE_TOKENS must be set in production');
  }
  const dev = readOrCreateDevTokens(file);
  return { management: fromEnvManagement ?? dev.management, spaces: fromEnvSpaces ?? dev.spaces };
}

function parseSpaces(json: string): Record<ChannelId, SpaceTokens> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(
      'CONTENT_SPACE_TOKENS must be JSON like {"wallart":{"public":"…","preview":"…"},"kartenliebe":{…}}',
    );
  }
  const result = spacesSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`CONTENT_SPACE_TOKENS.${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

function readOrCreateDevTokens(file: string): ContentTokens {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tokens: ContentTokens = {
      management: newToken(),
      spaces: Object.fromEntries(
        channelIds.map((id) => [id, { public: newToken(), preview: newToken() }]),
      ) as Record<ChannelId, SpaceTokens>,
    };
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
    // link() fails if another process created the file first; then both read the same one.
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  return fileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
