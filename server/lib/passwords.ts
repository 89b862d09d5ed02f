import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1): about 25 ms a verify.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (hashed: string, password: string): Promise<boolean> => {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
};

// Verifying against this when the e-mail is unknown keeps sign-in time the same either way.
let dummyHash: Promise<string> | undefined;
export const dummyVerify = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, password);
};
