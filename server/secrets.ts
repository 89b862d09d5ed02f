import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Generated secrets live in DATA_DIR, readable by the server's user only. */
function readOrCreate(dataDir: string, file: string, make: () => string): { value: string; created: boolean } {
  mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, file);
  if (existsSync(target)) return { value: readFileSync(target, 'utf8').trim(), created: false };
  const value = make();
  writeFileSync(target, `${value}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(target, 0o600);
  return { value, created: true };
}

const JWT_SECRET_FILE = 'jwt-secret';
const ADMIN_PASSWORD_FILE = 'admin-password';

export const jwtSecretFor = (dataDir: string, given?: string): string =>
  given ?? readOrCreate(dataDir, JWT_SECRET_FILE, () => randomBytes(48).toString('base64url')).value;

/** The first admin's password: ADMIN_PASSWORD, else generated once and kept in DATA_DIR. */
export const adminPasswordFor = (dataDir: string, given?: string): { value: string; created: boolean; file?: string } =>
  given
    ? { value: given, created: false }
    : {
        ...readOrCreate(dataDir, ADMIN_PASSWORD_FILE, () => randomBytes(18).toString('base64url')),
        file: path.join(dataDir, ADMIN_PASSWORD_FILE),
      };
