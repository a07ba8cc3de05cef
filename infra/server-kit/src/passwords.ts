import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read.
const argon2id = 2 as Algorithm;

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane (also @node-rs/argon2's defaults). */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash ahead of time, so the first unknown-address login is not the slow one. */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  return dummyHash;
}

/**
 * Checks a password. Without a stored hash it still verifies against a dummy hash, so unknown
 * accounts take as long as known ones.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await primeDummyHash(), password);
    return false;
  }
  return verify(storedHash, password);
}

/** Whether a stored hash was made with weaker parameters than today's and should be replaced at login. */
export function needsRehash(storedHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!match) return true;
  return Number(match[1]) < options.memoryCost || Number(match[2]) < options.timeCost;
}

const common = new Set([
  'password',
  'password1',
  'passwort',
  'passwort1',
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  'qwertz123',
  'qwerty123',
  'qwertyui',
  'qwertzui',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'willkommen',
  'hallo123',
  'abc12345',
  'abcd1234',
  '11111111',
  '00000000',
  'motdepasse',
  'contraseña',
  'wachtwoord',
  'password123',
  'passwort123',
  'letmein1',
]);

/** Rejects the handful of passwords every attacker tries first (NIST SP 800-63B blocklist idea). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
