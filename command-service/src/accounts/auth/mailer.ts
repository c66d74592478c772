import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../../logger.ts';
import type { AuthConfig } from './config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about (verification, reset, confirmation). */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message is a JSON file in the outbox and its link goes to the log. */
export function createMailer(config: Pick<AuthConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>, logger: Pick<Logger, 'info'>): Mailer {
  if (config.smtpUrl) {
    const transport = createTransport(config.smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: config.mailFrom, to, subject, text, html });
        logger.info({ subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      await mkdir(config.outboxDir, { recursive: true });
      // Time first, then a monotonic counter: a sorted listing is in sending order, even within a millisecond.
      const file = join(
        config.outboxDir,
        `${Date.now()}-${String(process.hrtime.bigint()).padStart(20, '0')}-${randomBytes(2).toString('hex')}.json`,
      );
      await writeFile(file, `${JSON.stringify({ ...message, from: config.mailFrom, sentAt: new Date().toISOString() }, null, 2)}\n`);
      logger.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}
