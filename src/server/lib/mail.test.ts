import { mkdirSync, readdirSync, readFileSync, watch } from 'node:fs';
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

  it('never shows a reader of the outbox half an e-mail', async () => {
    const dataDir = freshDataDir();
    const outbox = path.join(dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const mailer = createMailer({ from: 'Care Finder <no-reply@example.org>', dataDir });
    // Whatever the outbox shows, the moment it shows it, is read at once (as a developer's
    // editor or a test polling the folder would).
    const seen: string[] = [];
    const watcher = watch(outbox, (_event, file) => {
      if (!file) return;
      try {
        seen.push(readFileSync(path.join(outbox, file), 'utf8'));
      } catch {
        // Gone again: nothing was shown.
      }
    });
    try {
      for (let i = 0; i < 20; i++) {
        await mailer.send({
          messageId: `<whole-${i}@autism-care-finder>`,
          to: 'parent@example.org',
          subject: `Hello ${i}`,
          text: 'Body',
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      watcher.close();
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(text).toMatch(/Subject: Hello \d+[\s\S]*Body/);
    expect(readdirSync(outbox)).toHaveLength(20);
    expect(readdirSync(dataDir).filter((name) => name !== 'outbox')).toEqual([]);
  });
});
