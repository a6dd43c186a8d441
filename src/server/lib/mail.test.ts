import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDataDir } from '../../../tests/support/server-process';
import { createMailer } from './mail';

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const dataDir = freshDataDir();
    const mailer = createMailer({ from: 'Care Finder <no-reply@example.org>', dataDir });
    await mailer.send({
      messageId: '<test-1@autism-care-finder>',
      to: 'parent@example.org',
      subject: 'Hello',
      text: 'Body',
    });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    // Named for a hash of the recipient (never the address) and the message.
    expect(files).toEqual([
      expect.stringMatching(/^[0-9a-f]{16}--_test-1_autism-care-finder_\.eml$/),
    ]);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: parent@example.org');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('Message-ID: <test-1@autism-care-finder>');
  });
});
