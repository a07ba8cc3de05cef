import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '@shop/db/testing';
import { runCli } from './cli-commands';
import { readImportFile } from './seed';
import { adminToken, startService } from './testing/service';
import { simpleFlag } from './testing/definitions';

const seedFile = fileURLToPath(new URL('../seed/shop-flags.json', import.meta.url));

describe('the shop seed file', () => {
  const seed = readImportFile(seedFile);
  const flags = seed.ff?.d ?? [];

  it('holds the storefront experiments and a content switch', () => {
    expect(flags.map((flag) => flag.name)).toEqual([
      'voll_965_top_deal_labels',
      'voll_967_nudging',
      'voll_1031_format_orientation_swap',
      'voll_1409_framed_acrylic_teaser_shop_prices',
      'voll_1785_layout_variant',
      'content_switch',
    ]);
  });

  it.each(flags.map((flag) => [flag.name, flag] as const))(
    '%s has treatments on, off and control for users',
    (_, flag) => {
      expect(flag.trafficTypeName).toBe('user');
      expect(
        flag.conditions.flatMap((condition) => condition.partitions.map((p) => p.treatment)).sort(),
      ).toEqual(['control', 'off', 'on']);
    },
  );
});

describe.each(await testDialects())('seeding on start on %s', (dialect) => {
  const database = createTestDatabase<unknown>(dialect);
  afterAll(async () => (await database).close());

  it('adds missing flags but never undoes an admin change on restart', async () => {
    const first = await startService(dialect, { seedFile }, await database);
    expect((await first.admin('GET', '/flags')).json.flags).toHaveLength(6);
    await first.admin('POST', '/flags/voll_967_nudging/kill');
    await first.close();

    const second = await startService(dialect, { seedFile }, await database);
    try {
      expect((await second.admin('GET', '/flags/voll_967_nudging')).json.killed).toBe(true);
      expect((await second.admin('GET', '/flags')).json.flags).toHaveLength(6);
    } finally {
      await second.close();
    }
  });
});

describe('the CLI', () => {
  it('imports, kills, lists and reports the service message on failure', async () => {
    const service = await startService('sqlite');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flags-cli-'));
    const lines: string[] = [];
    const context = {
      adminUrl: `${service.address}/flags/admin`,
      token: adminToken,
      out: (text: string) => lines.push(text),
    };
    try {
      const file = path.join(dir, 'flags.json');
      fs.writeFileSync(
        file,
        JSON.stringify({ ff: { d: [simpleFlag('cli_flag')] }, segments: { testers: ['ann'] } }),
      );
      await runCli(['import', file], context);
      expect(JSON.parse(lines.pop()!)).toMatchObject({ flags: 1, segments: 1 });
      await runCli(['kill', 'cli_flag', '--default', 'on'], context);
      expect(JSON.parse(lines.pop()!)).toMatchObject({
        name: 'cli_flag',
        killed: true,
        defaultTreatment: 'on',
      });
      await runCli(['segment', 'add', 'testers', 'bob'], context);
      expect(JSON.parse(lines.pop()!)).toMatchObject({ members: ['ann', 'bob'] });
      await runCli(['impressions', '--feature', 'cli_flag'], context);
      expect(JSON.parse(lines.pop()!)).toEqual({ impressions: [] });
      await expect(runCli(['kill', 'no_such_flag'], context)).rejects.toThrow(
        '404: Flag "no_such_flag" does not exist',
      );
      await expect(runCli(['dance'], context)).rejects.toThrow(/Unknown command "dance"/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await service.close();
    }
  });
});
