import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import type { ReceivedMail } from '../../servers/smtp-server';

/** An app server as the browser tests see it: where it answers, and where its e-mail goes. */
export interface AppServer {
  url: string;
  /** Without SMTP_URL the server writes each e-mail into DATA_DIR/outbox as an .eml file. */
  dataDir: string;
  /** With SMTP_URL, the test's SMTP server that receives them. */
  smtp?: { received: ReceivedMail[] };
}

/** The server every spec shares, started by the global setup. */
export const sharedServer = (): AppServer => ({
  url: process.env.E2E_BASE_URL!,
  dataDir: process.env.E2E_DATA_DIR!,
});

async function outboxMails(dataDir: string): Promise<{ to: string[]; text: string }[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.eml'),
  );
  // Oldest first, so the last match is the newest e-mail.
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outbox, name);
      return { file, written: (await stat(file)).mtimeMs };
    }),
  );
  files.sort((a, b) => a.written - b.written);
  return Promise.all(
    files.map(async ({ file }) => {
      const parsed = await PostalMime.parse(await readFile(file));
      return {
        to: (parsed.to ?? []).map((address) => address.address ?? ''),
        text: parsed.text ?? '',
      };
    }),
  );
}

/**
 * The link to `linkPath` (e.g. '/verify-email') in an e-mail to `to`, waiting for the job runner
 * to send it. With several such e-mails, any one of the newest kind: tests make one at a time.
 */
export function linkInMail(
  server: AppServer,
  to: string,
  linkPath: string,
  timeoutMs = 20_000,
): Promise<string> {
  return findInMail(server, to, new RegExp(`https?://[^\\s]+${linkPath}\\?token=[\\w-]+`), {
    timeoutMs,
  });
}

/**
 * The newest text matching `pattern` in an e-mail to `to` (and, given `containing`, only in one
 * that says it: a clinic that several families asked gets several), waiting for it to be sent.
 */
export async function findInMail(
  server: AppServer,
  to: string,
  pattern: RegExp,
  { containing = '', timeoutMs = 20_000 }: { containing?: string; timeoutMs?: number } = {},
): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = server.smtp
      ? server.smtp.received.map((mail) => ({ to: mail.to, text: mail.parsed.text ?? '' }))
      : await outboxMails(server.dataDir);
    const found = mails
      .filter((mail) => mail.to.includes(to) && mail.text.includes(containing))
      .map((mail) => pattern.exec(mail.text)?.[0])
      .findLast(Boolean);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${String(pattern)} arrived`);
}
