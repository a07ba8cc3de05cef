import { z } from 'zod';

/** What a person may do in the release console: read; also promote, canary and roll back; also override health and manage people. */
export const personRoles = ['viewer', 'releaser', 'admin'] as const;
export type PersonRole = (typeof personRoles)[number];
export const personRoleSchema = z.enum(personRoles, {
  error: `The role must be one of ${personRoles.join(', ')}`,
});

/** A release manager's login name: lower case, as it appears in the audit trail. */
export const personNameSchema = z
  .string({ error: 'A name is required' })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z][a-z0-9._-]{1,39}$/,
    'A name is 2 to 40 characters: a letter, then letters, digits, dots, dashes or underscores',
  );

export {
  releaseConsolePath,
  consoleSessionPath,
  consoleLoginPath,
  consoleLogoutPath,
  consoleCsrfHeader,
} from './release-console-paths';

export const consoleLoginSchema = z.object({
  name: personNameSchema,
  password: z.string({ error: 'A password is required' }).min(1, 'A password is required').max(256),
});

/** The answer to a login or a session check: who is logged in and the token writes must echo. */
export const consoleSessionSchema = z.object({
  user: z.object({ name: z.string(), role: personRoleSchema }),
  csrfToken: z.string(),
  environment: z.string(),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;
