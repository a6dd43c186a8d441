import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: Email;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed. `failNext(n)` makes
 * the next n deliveries fail with a 451, as a mail server under trouble would; `rejectRecipient`
 * refuses an address with a 550 that quotes it, as real servers do.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const rejected = new Set<string>();
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejected.has(address.address)) return callback();
      const error = new Error(`<${address.address}>: Recipient address rejected: User unknown`);
      callback(Object.assign(error, { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        void PostalMime.parse(Buffer.concat(chunks)).then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count: number) {
      failures = count;
    },
    rejectRecipient(address: string) {
      rejected.add(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
