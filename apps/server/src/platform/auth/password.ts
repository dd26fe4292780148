import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, meetsPasswordPolicy } from '@quire/contracts';
import { fail } from '../http/errors';

// OWASP's argon2id profile: m=19 MiB, t=2, p=1.
// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown account is not told apart by timing. */
export async function burnVerify(secret: string): Promise<void> {
  dummyHash ??= hashSecret('quire-dummy-password');
  await verifySecret(await dummyHash, secret);
}

/** Spec §5's rule, wherever a password is set (add, reset, change, register). */
export function assertPasswordPolicy(field: string, password: string): void {
  if (!meetsPasswordPolicy(password)) throw fail.field(field, 'password.policy', {}, ErrorCode.PASSWORD_POLICY);
}
