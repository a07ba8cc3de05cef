import { parseArgs } from 'node:util';
import { personNameSchema, personRoleSchema, personRoles } from '@shop/contracts';
import type { PeopleStore } from './people';

export type PeopleCliIo = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The new password: piped on stdin, or typed at a hidden prompt. */
  readPassword: (prompt: string) => Promise<string>;
  /** Recorded as who created an account. */
  operator: string;
};

export const peopleUsage = `Release console accounts (run where the registry's DATABASE_URL points):
  npm run people -- add <name> --role <${personRoles.join('|')}>   create an account; the password is read from stdin
  npm run people -- role <name> <${personRoles.join('|')}>          change a role
  npm run people -- password <name>                         set a new password (from stdin)
  npm run people -- disable <name> | enable <name>          lock an account out (its sessions end) or let it back in
  npm run people -- list`;

const name = (value: string | undefined) => {
  const parsed = personNameSchema.safeParse(value ?? '');
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  return parsed.data;
};
const role = (value: string | undefined) => {
  const parsed = personRoleSchema.safeParse(value);
  if (!parsed.success) throw new Error(`The role must be one of ${personRoles.join(', ')}`);
  return parsed.data;
};

/** Runs one people command; returns the exit code. */
export async function runPeopleCli(
  args: string[],
  people: PeopleStore,
  io: PeopleCliIo,
): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: 'string' }, help: { type: 'boolean' } },
    });
    const [command, first, second] = positionals;
    const missing = (what: string) => () => {
      throw new Error(`There is no person named "${what}"`);
    };
    switch (values.help ? 'help' : command) {
      case 'add': {
        const person = name(first);
        const personRole = role(values.role);
        await people.create({
          name: person,
          role: personRole,
          password: await io.readPassword(`Password for ${person}: `),
          createdBy: io.operator,
        });
        io.out(`Created ${person} (${personRole}); they can log in at /console/ now.`);
        return 0;
      }
      case 'role': {
        const person = name(first);
        const personRole = role(second);
        if (!(await people.setRole(person, personRole))) missing(person)();
        io.out(`${person} is now ${personRole}.`);
        return 0;
      }
      case 'password': {
        const person = name(first);
        if (
          !(await people.setPassword(person, await io.readPassword(`New password for ${person}: `)))
        )
          missing(person)();
        io.out(`The password of ${person} is changed.`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        const person = name(first);
        if (!(await people.setDisabled(person, command === 'disable'))) missing(person)();
        io.out(
          `${person} is ${command === 'disable' ? 'disabled; their sessions have ended' : 'enabled'}.`,
        );
        return 0;
      }
      case 'list': {
        const everyone = await people.list();
        if (everyone.length === 0)
          io.out('No accounts yet; create one with: npm run people -- add <name> --role admin');
        for (const person of everyone)
          io.out(
            `${person.name.padEnd(24)} ${person.role.padEnd(9)}${person.disabled ? ' disabled' : ''}`,
          );
        return 0;
      }
      case 'help':
      case undefined:
        io.out(peopleUsage);
        return 0;
      default:
        io.err(`Unknown command "${command}".\n${peopleUsage}`);
        return 2;
    }
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
}
