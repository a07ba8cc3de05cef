import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Dialect } from '@shop/db';
import { parseInput } from '@shop/server-kit';
import { importSchema, type ImportInput } from './definitions/schema';
import { importDefinitions } from './store/import';
import type { Db } from './store/rows';

/** Reads and validates an import file; a bad file fails with the field at fault. */
export function readImportFile(file: string): ImportInput {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseInput(importSchema, json, file);
}

/**
 * Seeds on start: adds only the flags, rule-based segments and segments the database lacks, so a
 * restart never undoes a kill or an edit made through the admin API. True when it wrote any.
 */
export async function seedFromFile(
  db: Db,
  dialect: Dialect,
  file: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const input = readImportFile(file);
  const has = async (table: 'flags_flag' | 'flags_rule_based_segment' | 'flags_segment') =>
    new Set((await db.selectFrom(table).select('name').execute()).map((row) => row.name));
  const [flags, ruleBased, segments] = await Promise.all([
    has('flags_flag'),
    has('flags_rule_based_segment'),
    has('flags_segment'),
  ]);
  const missing: ImportInput = {
    ff: {
      d: [...(input.ff?.d ?? []), ...(input.splits ?? [])].filter((flag) => !flags.has(flag.name)),
    },
    rbs: { d: (input.rbs?.d ?? []).filter((segment) => !ruleBased.has(segment.name)) },
    segments: Object.fromEntries(
      Object.entries(input.segments ?? {}).filter(([name]) => !segments.has(name)),
    ),
  };
  const count =
    missing.ff!.d!.length + missing.rbs!.d!.length + Object.keys(missing.segments!).length;
  if (count === 0) {
    log.info({ event: 'flags-seed-skipped', file }, 'seed already applied');
    return false;
  }
  const summary = await importDefinitions(db, dialect, missing);
  log.info({ event: 'flags-seeded', file, ...summary }, 'seeded');
  return true;
}
