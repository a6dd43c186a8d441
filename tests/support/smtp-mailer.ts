import { createMailer, type MailTransport } from '@server/lib/mail';
import { startSmtpServer } from '../servers/smtp-server';
import { freshDataDir } from './server-process';

export type SmtpWithMailer = Awaited<ReturnType<typeof startSmtpServer>> & {
  mailer: MailTransport;
};

/**
 * A real SMTP server and the app's own mailer sending to it. `close` ends the mailer's pooled
 * connections before the server, which would otherwise wait up to 30 s for them to go idle.
 */
export async function startSmtpWithMailer(from: string): Promise<SmtpWithMailer> {
  const smtp = await startSmtpServer();
  const mailer = createMailer({ smtpUrl: smtp.url, from, dataDir: freshDataDir() });
  return {
    ...smtp,
    mailer,
    async close() {
      mailer.close();
      await smtp.close();
    },
  };
}
