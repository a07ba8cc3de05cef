import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@shop/db/testing';
import { migrateRegistry, type RegistrySchema } from '../schema';
import { createPeopleStore } from './people';
import { runPeopleCli } from './people-cli-run';

describe('people CLI', () => {
  let database: TestDatabase<RegistrySchema>;
  beforeAll(async () => {
    database = await createTestDatabase<RegistrySchema>('sqlite');
    await migrateRegistry(database.db);
  });
  afterAll(() => database.close());

  async function run(args: string[], password = 'a-long-password-42') {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runPeopleCli(args, createPeopleStore(database.db), {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      readPassword: async () => password,
      operator: 'cli:test',
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('creates an account that can then log in with its role', async () => {
    expect(await run(['add', 'Grace', '--role', 'releaser'])).toMatchObject({
      code: 0,
      out: 'Created grace (releaser); they can log in at /console/ now.',
    });
    const person = await createPeopleStore(database.db).verify('grace', 'a-long-password-42');
    expect(person).toMatchObject({ name: 'grace', role: 'releaser' });
    const row = await database.db
      .selectFrom('registry_person')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses short or common passwords, unknown roles and duplicate names, writing nothing', async () => {
    expect(await run(['add', 'bob', '--role', 'admin'], 'short')).toMatchObject({
      code: 1,
      err: 'The password needs at least 12 characters',
    });
    expect((await run(['add', 'bob', '--role', 'boss'])).err).toBe(
      'The role must be one of viewer, releaser, admin',
    );
    expect((await run(['add', 'grace', '--role', 'admin'])).err).toBe(
      'There is already a person named "grace"',
    );
    expect((await run(['list'])).out).not.toMatch(/bob/);
  });

  it('changes a role, disables and lists accounts', async () => {
    expect((await run(['role', 'grace', 'admin'])).out).toBe('grace is now admin.');
    expect((await run(['disable', 'grace'])).code).toBe(0);
    expect(await createPeopleStore(database.db).verify('grace', 'a-long-password-42')).toBeNull();
    expect((await run(['list'])).out).toMatch(/^grace\s+admin\s+disabled$/);
    expect((await run(['role', 'nobody', 'viewer'])).err).toBe('There is no person named "nobody"');
    expect((await run(['frobnicate'])).code).toBe(2);
  });
});
