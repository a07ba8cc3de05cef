import os from 'node:os';
import { openDatabase } from '@shop/db';
import { migrateRegistry, type RegistrySchema } from '../schema';
import { createPeopleStore } from './people';
import { runPeopleCli } from './people-cli-run';
import { readSecret } from './read-secret';

// Works on the database directly: the first admin has nobody to log in as yet.
const database = openDatabase<RegistrySchema>();
try {
  await migrateRegistry(database.db);
  process.exitCode = await runPeopleCli(process.argv.slice(2), createPeopleStore(database.db), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    readPassword: readSecret,
    operator: `cli:${os.userInfo().username}`,
  });
} finally {
  await database.close();
}
