import { LOCK_ACCOUNT_PATH, LOCK_TOKEN_PARAM } from '@/common/account-lock';
import { APP_LINKS } from '@/common/app-links';
import { ANTI_PHISHING_MSG } from '@/common/api/anti-phishing';
import { directionOf } from '@/common/i18n/locales';
import { currentLocale, defineTexts, plain } from '@/common/i18n/translate';
import { SITE } from '@/common/site';

/** The frame's own words: the greeting, why the mail came, and how a figure or a link is set out. */
const LAYOUT = defineTexts('mailLayout', {
  hello: plain,
  whyOptional: (url: string) => ({ url }),
  whyAlways: plain,
  /** a figure in the plain-text part ('Amount: $10.00') */
  figure: (label: string, value: string) => ({ label, value }),
  /** a link in the plain-text part, after what it does */
  link: (label: string, url: string) => ({ label, url }),
});

/**
 * What one e-mail says, written once per kind (templates/); renderMail makes the plain-text
 * and the HTML part from it, so the two can never say different things.
 */
export interface MailContent {
  subject: string;
  /** paragraphs, in order */
  lines: string[];
  /** the key figures as label/value rows (amounts, references) */
  figures?: { label: string; value: string }[];
  /** one button/link; its URL is built from PUBLIC_URL only */
  action?: { label: string; url: string };
  /** a closing paragraph in small print (why you got this, what to do if it was not you) */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Where people change which e-mails they get (security and withdrawal mail is always sent). */
const preferencesUrl = (publicUrl: string) => `${publicUrl}${APP_LINKS.notificationSettings}`;

/**
 * The "This wasn't me" link of a security e-mail, built from PUBLIC_URL only (never a request's
 * Host header). The page it opens asks before it locks: mail scanners open links.
 */
export const lockLink = (publicUrl: string, token: string): string =>
  `${publicUrl}${LOCK_ACCOUNT_PATH}?${new URLSearchParams({ [LOCK_TOKEN_PARAM]: token }).toString()}`;

/** What the lock link of a security e-mail says, in both parts. */
export const LOCK_LINK_TEXT = defineTexts('mailLockLink', { label: plain, explain: plain });

/**
 * `lockUrl`: the mail's "This wasn't me" link (security e-mails, common/account-lock.ts), shown
 * after the content in a box of its own.
 * `antiPhishingCode`: the recipient's phrase, shown first in both parts (a fake mail cannot know
 * it); null for an account without one, which is told how to set one; undefined when the
 * recipient is no account of ours (a new address being proven), which gets neither.
 * Everything is written in the current language (the job renders inside its recipient's
 * inLocale): the words, the HTML's lang, and its direction.
 */
export function renderMail(
  content: MailContent,
  publicUrl: string,
  { optional, antiPhishingCode, lockUrl }: { optional: boolean; antiPhishingCode?: string | null; lockUrl?: string },
): RenderedMail {
  const signature = [SITE.name, SITE.address];
  const codeLine = antiPhishingCode ? ANTI_PHISHING_MSG.inMail(antiPhishingCode) : undefined;
  const setOne = antiPhishingCode === null ? ANTI_PHISHING_MSG.setOne : undefined;
  const why = optional ? LAYOUT.whyOptional(preferencesUrl(publicUrl)) : LAYOUT.whyAlways;
  const hello = LAYOUT.hello;
  const locale = currentLocale();
  const rtl = directionOf(locale) === 'rtl';
  // the side a rule or a gap goes on follows the reading direction
  const start = rtl ? 'right' : 'left';

  const text = [
    ...(codeLine ? [codeLine, ''] : []),
    hello,
    '',
    ...content.lines.flatMap((l) => [l, '']),
    ...(content.figures?.length ? [...content.figures.map((f) => LAYOUT.figure(f.label, f.value)), ''] : []),
    ...(content.action ? [LAYOUT.link(content.action.label, content.action.url), ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(lockUrl ? [LOCK_LINK_TEXT.explain, LAYOUT.link(LOCK_LINK_TEXT.label, lockUrl), ''] : []),
    '--',
    ...signature,
    why,
    ...(setOne ? [setOne] : []),
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const figures = content.figures?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${content.figures
        .map(
          (f) =>
            `<tr><td style="padding:${rtl ? '4px 0 4px 16px' : '4px 16px 4px 0'};color:#555">${escapeHtml(f.label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(f.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const lock = lockUrl
    ? `<div style="margin:0 0 16px;padding:12px 16px;border:1px solid #b3261e;border-radius:4px;background:#fdf3f2">${p(LOCK_LINK_TEXT.explain)}<p style="margin:0 0 8px"><a href="${escapeHtml(lockUrl)}" style="color:#b3261e;font-weight:700">${escapeHtml(LOCK_LINK_TEXT.label)}</a></p><p style="margin:0;font-size:12px;color:#555">${escapeHtml(lockUrl)}</p></div>`
    : '';
  const html = [
    `<!doctype html><html lang="${locale}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;background:#f5f6f8">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">',
    `<p style="margin:0 0 16px;font-weight:700;font-size:18px">${escapeHtml(SITE.name)}</p>`,
    codeLine
      ? `<p style="margin:0 0 16px;padding:8px 12px;background:#eef4fb;border-${start}:4px solid #0b5cad;font-weight:600">${escapeHtml(codeLine)}</p>`
      : '',
    p(hello),
    ...content.lines.map(p),
    figures,
    action,
    content.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>` : '',
    lock,
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px"><p style="margin:0;font-size:12px;color:#555">${signature.map(escapeHtml).join('<br>')}<br>${escapeHtml(why)}${setOne ? `<br>${escapeHtml(setOne)}` : ''}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: content.subject, text, html };
}
