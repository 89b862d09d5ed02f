// Every e-mail and inbox entry is written in its reader's language: the one the account chose
// (users.locale), else, for a mail with its own link asked for from a browser (sign-up, a reset),
// that request's language, else English. Mails travel through a real SMTP server; the words are
// read out of the catalogues of the language expected, with a few written out literally.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANTI_PHISHING_MSG } from '@/common/api/anti-phishing';
import { APP_LINKS } from '@/common/app-links';
import type { Locale } from '@/common/i18n/locales';
import { formatUsdFromCents } from '@/common/money';
import { notifications } from '@/server/db/schema';
import { inLocale } from '@/server/i18n/locale-context';
import { LOCK_LINK_TEXT } from '@/server/modules/notifications/mail-layout';
import type { ReceivedMail } from '@/tests/helpers/smtp-sink';
import { createInvestor, injectAs, signupPayload, type TestUser } from '@/tests/helpers/test-app';
import { deposit, setStatus } from '../transactions/money-helpers';
import { appUrl, expectMail, LOCK_LINK, PUBLIC_URL, startMailSuite, type MailSuite } from './mail-helpers';

let s: MailSuite;
beforeAll(async () => {
  s = await startMailSuite();
});
afterAll(() => s.close());

const SECURITY = appUrl(APP_LINKS.security);
const ACTIVITY = appUrl(APP_LINKS.activity);
const tokenLink = (path: string) => new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?token=[A-Za-z0-9_-]{43}`);

const one = async (to: string, subject: string) => (await s.smtp.waitForMail(to, 1, subject))[0];
const inboxOf = (userId: string) => s.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

/** An investor whose saved language is `locale` (chosen as the app does, on the profile). */
async function investorSpeaking(locale: Locale): Promise<TestUser> {
  const u = await createInvestor(s.ctx.app);
  const res = await injectAs(s.ctx.app, u.token, { method: 'PUT', url: '/api/profile/locale', payload: { locale } });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

async function setAntiPhishingCode(u: TestUser, code: string) {
  const res = await injectAs(s.ctx.app, u.token, {
    method: 'PUT',
    url: '/api/profile/anti-phishing-code',
    payload: { anti_phishing_code: code, password: u.password },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function depositCredited(u: TestUser, dollars: number) {
  const tx = await deposit(s.ctx.app, u, dollars, s.btc);
  await setStatus(s.ctx.app, s.admin.token, tx._id, 'successful');
  return tx;
}

/** The "This wasn't me" link, under its label in the mail's language, in both parts. */
function lockLinkIn(mail: ReceivedMail, locale: Locale): string {
  const label = inLocale(locale, () => LOCK_LINK_TEXT.label);
  const line = mail.text.split('\n').find((l) => l.startsWith(label));
  expect(line, `no "${label}" line in:\n${mail.text}`).toBeDefined();
  const link = /https?:\/\/\S+/.exec(line!)![0];
  expect(link).toMatch(LOCK_LINK);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.html).toContain(label);
  return link;
}

describe('an account that chose Spanish', () => {
  it('gets a security mail in Spanish: its anti-phishing code on top, a lock link that works, the inbox entry too', async () => {
    const u = await investorSpeaking('es');
    await setAntiPhishingCode(u, 'Garza azul 42');
    const res = await injectAs(s.ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'una-contraseña-nueva', current_password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);

    const subject = 'Se cambió tu contraseña';
    const mail = await one(u.email, subject);
    expectMail(mail, {
      to: u.email,
      subject,
      figures: ['Se cambió la contraseña de tu cuenta de inversión.', 'Este correo se envía siempre'],
      links: [SECURITY],
    });
    // the code first, then the greeting: both in Spanish
    expect(mail.text.split('\n').slice(0, 3)).toEqual([inLocale('es', () => ANTI_PHISHING_MSG.inMail('Garza azul 42')), '', 'Hola:']);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).not.toContain('dir=');
    for (const english of ['Hello,', 'Your password was changed', 'always sent']) expect(mail.text).not.toContain(english);

    const link = lockLinkIn(mail, 'es');
    expect(inLocale('es', () => LOCK_LINK_TEXT.label)).toBe('No fui yo — bloquear mi cuenta');
    const locked = await s.ctx.app.inject({
      method: 'POST',
      url: '/api/account/lock-link',
      payload: { token: new URL(link).searchParams.get('token') },
      remoteAddress: '198.51.100.41',
    });
    expect(locked.statusCode, locked.body).toBe(200);

    const inbox = await inboxOf(u.id);
    expect(inbox.find((n) => n.kind === 'password_changed')).toMatchObject({
      title: 'Contraseña cambiada',
      body: 'Se cambió tu contraseña y se cerró la sesión en los demás dispositivos.',
    });
  });

  it('gets money in Spanish: the amount as Spain writes it, the footer that names the preferences page', async () => {
    const u = await investorSpeaking('es');
    const tx = await depositCredited(u, 1234.5);
    const amount = inLocale('es', () => formatUsdFromCents(123_450));
    expect(amount).not.toBe('$1,234.50');
    const subject = `Depósito abonado: ${amount}`;
    const links = expectMail(await one(u.email, subject), {
      to: u.email,
      subject,
      figures: [
        amount,
        'BTC',
        tx._id,
        `Tu depósito de ${amount} en BTC se ha abonado en tu saldo.`,
        'Recibes este correo por tu configuración en',
      ],
      links: [ACTIVITY],
    });
    expect(links).toEqual([ACTIVITY, appUrl(APP_LINKS.notificationSettings)]);
    const inbox = await inboxOf(u.id);
    expect(inbox.find((n) => n.kind === 'deposit_credited')).toMatchObject({
      title: 'Depósito abonado',
      body: `Se añadieron ${amount} en BTC a tu saldo.`,
    });
  });
});

describe('an account that chose Arabic', () => {
  it('gets a right-to-left mail in Arabic, and its inbox entry in Arabic', async () => {
    const u = await investorSpeaking('ar');
    await depositCredited(u, 150);
    const amount = inLocale('ar', () => formatUsdFromCents(15_000));
    const subject = `تمت إضافة الإيداع: ${amount}`;
    const mail = await one(u.email, subject);
    expectMail(mail, { to: u.email, subject, figures: [amount, 'BTC', 'مرحبًا،'], links: [ACTIVITY] });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).not.toContain('Hello,');
    const inbox = await inboxOf(u.id);
    expect(inbox.find((n) => n.kind === 'deposit_credited')?.title).toBe('تمت إضافة الإيداع');
  });
});

describe('an account that chose no language', () => {
  it('gets its mail and its inbox entry in English, as before', async () => {
    const u = await createInvestor(s.ctx.app);
    await depositCredited(u, 120);
    const subject = 'Deposit credited: $120.00';
    const mail = await one(u.email, subject);
    expectMail(mail, {
      to: u.email,
      subject,
      figures: ['$120.00', 'Hello,', 'Your deposit of $120.00 in BTC has been credited to your balance.'],
      links: [ACTIVITY],
    });
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).not.toContain('dir=');
    expect((await inboxOf(u.id)).find((n) => n.kind === 'deposit_credited')).toMatchObject({
      title: 'Deposit credited',
      body: '$120.00 in BTC was added to your balance.',
    });
  });
});

describe('a mail with its own link, asked for from a browser', () => {
  it('sign-up: the verification link comes in the language of the browser that signed up, and works', async () => {
    const payload = signupPayload();
    const res = await s.ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const subject = 'Verifica tu dirección de correo';
    const [link] = expectMail(await one(payload.email_address, subject), {
      to: payload.email_address,
      subject,
      figures: ['Gracias por registrarte.', 'las próximas 24 horas'],
      links: [tokenLink('/verify-email')],
    });
    const token = new URL(link).searchParams.get('token');
    expect((await s.ctx.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } })).statusCode).toBe(200);
  });

  it("password reset: the asking browser's language for an account that chose none, the account's own choice otherwise", async () => {
    const forgot = (email: string) =>
      s.ctx.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email_address: email },
        headers: { 'accept-language': 'fr' },
      });

    const none = await createInvestor(s.ctx.app);
    expect((await forgot(none.email)).statusCode).toBe(202);
    expectMail(await one(none.email, 'Réinitialisez votre mot de passe'), {
      to: none.email,
      subject: 'Réinitialisez votre mot de passe',
      figures: ['les 60 minutes'],
      links: [tokenLink('/reset-password')],
    });

    const chose = await investorSpeaking('zh-CN');
    expect((await forgot(chose.email)).statusCode).toBe(202);
    expectMail(await one(chose.email, '重置您的密码'), {
      to: chose.email,
      subject: '重置您的密码',
      figures: ['60 分钟'],
      links: [tokenLink('/reset-password')],
    });
  });

  it('a change of address: the new address and the old one are written to in the language the account chose', async () => {
    const u = await investorSpeaking('pt-BR');
    const next = `mudou-${Date.now().toString(36)}@example.com`;
    const asked = await injectAs(s.ctx.app, u.token, {
      method: 'POST',
      url: '/api/profile/email',
      payload: { email: next, password: u.password },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const confirm = 'Confirme seu novo endereço de e-mail';
    const [link] = expectMail(await one(next, confirm), {
      to: next,
      subject: confirm,
      figures: ['24 horas'],
      links: [tokenLink('/verify-email')],
    });
    const token = new URL(link).searchParams.get('token');
    expect((await s.ctx.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } })).statusCode).toBe(200);
    // the old address is no account's any more: the mail is about the account, and in its language
    const changed = 'Seu endereço de e-mail foi alterado';
    expectMail(await one(u.email, changed), { to: u.email, subject: changed, figures: [next], links: [SECURITY] });
  });
});
