import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from '@/server/lib/passwords';

export const RECOVERY_CODE_COUNT = 10;
// no 0/o, 1/l/i: read off paper without mistakes; 10 of 31 letters is about 50 bits
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const randomChunk = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh codes like "k7mqz-4tpxa", shown to the user once. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChunk(5)}-${randomChunk(5)}`);

/** What was typed, as stored: lower case, without the dash or spaces. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

/** argon2id with the passwords' parameters. */
export const hashRecoveryCode = (code: string): Promise<string> => hashPassword(normaliseRecoveryCode(code));

export const recoveryCodeMatches = (codeHash: string, typed: string): Promise<boolean> =>
  verifyPassword(codeHash, normaliseRecoveryCode(typed));
