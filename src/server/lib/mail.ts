import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export type MailMessage = Mail.Options & { messageId: string };

/** What the e-mail senders need. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The mailer the process owns, and closes when it stops. */
export interface MailTransport extends Mailer {
  /**
   * Ends the pool's open SMTP connections at once. Without it they stay open until the server
   * times them out, which holds up a clean shutdown (and a test's SMTP server) for up to 30 s.
   */
  close(): void;
}

/**
 * SMTP with `SMTP_URL`; otherwise each message becomes an .eml file in DATA_DIR/outbox, so the
 * app works out of the box and a developer can open what would have been sent.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
}): MailTransport {
  // A pool keeps a few SMTP connections open instead of one handshake per e-mail.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, pool: true } as never)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (options.smtpUrl) return;
      const outbox = path.join(options.dataDir, 'outbox');
      await mkdir(outbox, { recursive: true });
      // Named for its recipient too, so the messages of an account that is deleted can go with it.
      const file = `${recipientKey(String(message.to))}--${message.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      // Written beside the outbox and moved in whole: whoever reads the outbox (a developer, a
      // test waiting for a link) never opens a message still being written.
      const partial = path.join(options.dataDir, `.outbox-${randomUUID()}.partial`);
      await writeFile(partial, (info as unknown as { message: Buffer }).message);
      await rename(partial, path.join(outbox, file));
    },
    close: () => transport.close(),
  };
}

/** A recipient's part of an outbox file's name: not the address itself, which is personal. */
const recipientKey = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);

/**
 * Removes from DATA_DIR/outbox every message to one of `addresses` (a deleted account's), so
 * what was written for the family does not outlive its account.
 */
export async function clearOutboxOf(dataDir: string, addresses: readonly string[]): Promise<void> {
  const outbox = path.join(dataDir, 'outbox');
  const keys = new Set(addresses.map(recipientKey));
  const files = await readdir(outbox).catch(() => [] as string[]);
  await Promise.all(
    files
      .filter((file) => keys.has(file.split('--')[0]!))
      .map((file) => rm(path.join(outbox, file), { force: true })),
  );
}
