import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mail. `send` is called without awaiting by routes that must answer the same way
 * whatever happens to the mail (password reset), so implementations record or hand over the
 * message synchronously and report delivery failures through the returned promise.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Delivers through SMTP (nodemailer transport URL, e.g. smtps://user:pass@smtp.example.com). */
function smtpMailer(url: string, from: string): Mailer {
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
