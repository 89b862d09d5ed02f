import { describe, expect, it } from 'vitest';
import { ANTI_PHISHING_MSG } from '@/common/api/anti-phishing';
import { renderMail } from '@/server/modules/notifications/mail-layout';

const content = { subject: 'Paid', lines: ['Your withdrawal was paid.'], action: { label: 'See it', url: 'https://invest.example.com/a' } };
const render = (antiPhishingCode?: string | null) =>
  renderMail(content, 'https://invest.example.com', { optional: false, antiPhishingCode });

describe('a mail and the anti-phishing code', () => {
  it("opens with the recipient's code, in the text and the HTML, before anything else is said", () => {
    const mail = render('Blue heron 42');
    expect(mail.text.split('\n').slice(0, 3)).toEqual([ANTI_PHISHING_MSG.inMail('Blue heron 42'), '', 'Hello,']);
    const html = mail.html;
    expect(html.indexOf(ANTI_PHISHING_MSG.inMail('Blue heron 42'))).toBeGreaterThan(0);
    expect(html.indexOf(ANTI_PHISHING_MSG.inMail('Blue heron 42'))).toBeLessThan(html.indexOf('Hello,'));
    expect(mail.text).not.toContain(ANTI_PHISHING_MSG.setOne);
  });

  it('tells an account without one how to set one, at the foot', () => {
    const mail = render(null);
    expect(mail.text.split('\n').at(-1)).toBe(ANTI_PHISHING_MSG.setOne);
    expect(mail.text).not.toContain('Your anti-phishing code');
  });

  it('says neither to an address that is no account (a new address being proven)', () => {
    const mail = render(undefined);
    expect(mail.text).not.toContain('anti-phishing');
    expect(mail.html).not.toContain('anti-phishing');
  });
});
