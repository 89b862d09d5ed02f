// Every template, in every language: it renders without throwing, no ICU variable is left
// unfilled, the words are that language's own (not English), and the HTML says which language
// it is in (and its direction). The figures of each template come from template-samples.ts.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/common/i18n/locales';
import { inLocale } from '@/server/i18n/locale-context';
import { lockLink, renderMail, type MailContent } from '@/server/modules/notifications/mail-layout';
import { TEMPLATES } from '@/server/modules/notifications/templates';
import type { InboxEntry, Template, TemplateName } from '@/server/modules/notifications/templates/types';
import { SAMPLE_CONTEXT, TEMPLATE_SAMPLES } from './template-samples';

const template = (name: TemplateName) => TEMPLATES[name] as Template<unknown>;

/** Every text of a mail (and of its inbox entry) a reader sees. */
const textsOf = (mail: MailContent, inbox?: InboxEntry): string[] => [
  mail.subject,
  ...mail.lines,
  ...(mail.figures ?? []).flatMap((f) => [f.label, f.value]),
  ...(mail.action ? [mail.action.label] : []),
  ...(mail.footnote ? [mail.footnote] : []),
  ...(inbox ? [inbox.title, inbox.body] : []),
];

const write = (locale: (typeof LOCALES)[number], name: TemplateName, params: unknown) =>
  inLocale(locale, () => {
    const mail = template(name).mail(params, SAMPLE_CONTEXT);
    const inbox = template(name).inbox?.(params);
    const rendered = renderMail(mail, SAMPLE_CONTEXT.publicUrl, {
      optional: true,
      antiPhishingCode: 'Blue heron',
      lockUrl: lockLink(SAMPLE_CONTEXT.publicUrl, 'LOCK'),
    });
    return { mail, inbox, rendered };
  });

describe('the samples', () => {
  it('cover every template', () => {
    expect(new Set(TEMPLATE_SAMPLES.map(([name]) => name))).toEqual(new Set(Object.keys(TEMPLATES)));
  });
});

describe.each(LOCALES)('every template in %s', (locale) => {
  it.each(TEMPLATE_SAMPLES.map(([name, params], i) => [`${name} #${i}`, name, params] as const))(
    '%s renders whole',
    (_label, name, params) => {
      const { mail, inbox, rendered } = write(locale, name, params);
      for (const text of [...textsOf(mail, inbox), rendered.text]) {
        expect(text, `${name} in ${locale}`).not.toMatch(/[{}]/);
        expect(text.trim(), `${name} in ${locale}`).not.toBe('');
      }
      expect(rendered.html).toContain(`<html lang="${locale}"${locale === 'ar' ? ' dir="rtl"' : ''}>`);
      if (locale === 'en') return;
      // written in the language, not left in English: the subject and every sentence differ
      const english = write('en', name, params);
      expect(mail.subject).not.toBe(english.mail.subject);
      mail.lines.forEach((line, i) => expect(line).not.toBe(english.mail.lines[i]));
      if (mail.footnote) expect(mail.footnote).not.toBe(english.mail.footnote);
      if (inbox) expect(inbox.title).not.toBe(english.inbox?.title);
      expect(rendered.text).not.toContain('Hello,');
      // the links are the same whatever the language
      expect(mail.action?.url).toBe(english.mail.action?.url);
    },
  );
});
