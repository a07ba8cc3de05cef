import { hashPassword, isCommonPassword, verifyPassword } from '@shop/server-kit/passwords';
import { personRoleSchema, type PersonRole } from '@shop/contracts';
import type { RegistryDb } from '../schema';

export type Person = { id: number; name: string; role: PersonRole; disabled: boolean };

/** At least 12 characters: these accounts change what every shopper gets. */
export const minPasswordLength = 12;

/** Why a password is refused for a console account, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < minPasswordLength)
    return `The password needs at least ${minPasswordLength} characters`;
  if (password.length > 256) return 'The password may have at most 256 characters';
  if (isCommonPassword(password)) return 'This password is too common; choose another';
  return null;
}

function toPerson(row: {
  id: number;
  name: string;
  role: string;
  disabled_at: string | null;
}): Person {
  return {
    id: row.id,
    name: row.name,
    role: personRoleSchema.parse(row.role),
    disabled: row.disabled_at !== null,
  };
}

/** Release managers: accounts with a role, created and changed by an admin (the `people` CLI). */
export function createPeopleStore(db: RegistryDb) {
  return {
    async create(input: { name: string; password: string; role: PersonRole; createdBy: string }) {
      const problem = passwordProblem(input.password);
      if (problem) throw new Error(problem);
      const existing = await db
        .selectFrom('registry_person')
        .select('id')
        .where('name', '=', input.name)
        .executeTakeFirst();
      if (existing) throw new Error(`There is already a person named "${input.name}"`);
      await db
        .insertInto('registry_person')
        .values({
          name: input.name,
          password_hash: await hashPassword(input.password),
          role: input.role,
          created_at: new Date().toISOString(),
          created_by: input.createdBy,
          disabled_at: null,
        })
        .execute();
    },

    async setRole(name: string, role: PersonRole): Promise<boolean> {
      const result = await db
        .updateTable('registry_person')
        .set({ role })
        .where('name', '=', name)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setPassword(name: string, password: string): Promise<boolean> {
      const problem = passwordProblem(password);
      if (problem) throw new Error(problem);
      const result = await db
        .updateTable('registry_person')
        .set({ password_hash: await hashPassword(password) })
        .where('name', '=', name)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Disables or re-enables an account; a disabled person's sessions end with it. */
    async setDisabled(name: string, disabled: boolean): Promise<boolean> {
      const person = await db
        .selectFrom('registry_person')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirst();
      if (!person) return false;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('registry_person')
          .set({ disabled_at: disabled ? new Date().toISOString() : null })
          .where('id', '=', person.id)
          .execute();
        if (disabled)
          await trx.deleteFrom('registry_session').where('person_id', '=', person.id).execute();
      });
      return true;
    },

    async list(): Promise<Person[]> {
      const rows = await db
        .selectFrom('registry_person')
        .select(['id', 'name', 'role', 'disabled_at'])
        .orderBy('name')
        .execute();
      return rows.map(toPerson);
    },

    /** The enabled person with this name and password, or null; unknown names cost as much time as known ones. */
    async verify(name: string, password: string): Promise<Person | null> {
      const row = await db
        .selectFrom('registry_person')
        .select(['id', 'name', 'role', 'disabled_at', 'password_hash'])
        .where('name', '=', name)
        .executeTakeFirst();
      const valid = await verifyPassword(row?.password_hash, password);
      if (!row || !valid || row.disabled_at !== null) return null;
      return toPerson(row);
    },
  };
}
export type PeopleStore = ReturnType<typeof createPeopleStore>;
