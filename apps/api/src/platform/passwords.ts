// Password hashing with argon2id (OWASP parameters), and a dummy verify that keeps timing even for unknown users.
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real verify so response time does not reveal whether a username exists. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('Dummy@Password1');
  await verifyPassword(await dummyHash, password);
}
