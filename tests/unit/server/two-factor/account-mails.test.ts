import { describe, expect, it } from 'vitest';
import { SITE } from '@/common/site';
import { TEMPLATES } from '@/server/modules/notifications/templates';

const ctx = { publicUrl: 'https://invest.example.com' };

describe('the mails of a stolen-session defence', () => {
  it('two_factor_reset tells the user support turned it off and links to the security page', () => {
    const mail = TEMPLATES.two_factor_reset.mail({}, ctx);
    expect(mail.subject).toBe('Two-factor sign-in was reset by support');
    expect(mail.lines.join(' ')).toMatch(/signed it out everywhere/);
    expect(mail.action?.url).toBe('https://invest.example.com/account/security');
    expect(mail.footnote).toContain(SITE.supportEmail);
  });

  it('sign_up_attempt says no account was made and offers a password reset, naming nobody', () => {
    const mail = TEMPLATES.sign_up_attempt.mail({}, ctx);
    expect(mail.lines.join(' ')).toMatch(/No new account was made/);
    expect(mail.action?.url).toBe('https://invest.example.com/forgot-password');
  });

  it('email_changed_by_staff names the new address to the old one', () => {
    const mail = TEMPLATES.email_changed_by_staff.mail({ newEmail: 'new@example.net' }, ctx);
    expect(mail.subject).toBe('Support changed your e-mail address');
    expect(mail.lines.join(' ')).toContain('new@example.net');
    expect(mail.footnote).toContain(SITE.supportEmail);
  });
});
