/** An unsigned JWT with the given payload (the web app never verifies signatures; the server does). */
export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const tokenFor = (role: 'investor' | 'support' | 'admin', opts: { id?: string; expiresIn?: number } = {}): string =>
  makeToken({
    id: opts.id ?? `${role}-1`,
    isAdmin: role === 'admin',
    role,
    jti: `jti-${role}`,
    iat: nowSeconds(),
    exp: nowSeconds() + (opts.expiresIn ?? 3600),
  });
