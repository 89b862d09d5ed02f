import { describe, expect, it } from 'vitest';
import { JobSecrets } from '@/server/jobs/sealed';

describe('JobSecrets', () => {
  const secrets = new JobSecrets('a-server-secret-that-is-long-enough-0123456789');

  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const sealed = secrets.seal('reset-token-abc');
    expect(sealed).not.toContain('reset-token-abc');
    expect(secrets.open(sealed)).toBe('reset-token-abc');
    expect(secrets.seal('reset-token-abc')).not.toBe(sealed);
  });

  it('refuses a value changed in storage or sealed under another server secret', () => {
    const sealed = secrets.seal('token');
    const [iv, tag, body] = sealed.split('.');
    // one bit of the ciphertext changed (editing the base64 text itself may only touch padding bits)
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] ^= 1;
    const flipped = `${iv}.${tag}.${bytes.toString('base64url')}`;
    expect(() => secrets.open(flipped)).toThrow();
    expect(() => new JobSecrets('another-server-secret-that-is-long-enough-01234').open(sealed)).toThrow();
  });
});
