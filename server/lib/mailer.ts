import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** the same content as HTML (nodemailer sends both as multipart/alternative) */
  html?: string;
}

/** Sends e-mail; called by the mail job (server/modules/notifications/mail-job.ts), which retries on a throw. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Delivers through SMTP (nodemailer transport URL, e.g. smtps://user:pass@smtp.example.com). */
function smtpMailer(url: string, from: string): Mailer {
  // nodemailer only when SMTP is set (a start without it need not load it); still at start, so
  // a transport URL it cannot use stops the start as before
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP: the message, links included, goes to the server log so a developer can follow it. */
export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      log.info({ mail: { to, subject } }, `e-mail not sent (SMTP_URL is not set):\n${text}`);
    },
  };
}

export const createMailer = (config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger): Mailer =>
  config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(log);
