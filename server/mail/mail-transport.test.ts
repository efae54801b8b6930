import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingLogger } from '#tests/recording-logger.ts';
import { createMailTransport, type OutgoingMail } from './mail-transport.ts';

function outgoingMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from: 'Child Support Defense <hello@csd.example>',
    to: 'parent@example.com',
    subject: 'Your guide',
    text: 'Attached.',
    html: '<p>Attached.</p>',
    messageId: '<outbox-7@csd.example>',
    attachments: [
      {
        filename: 'guide.pdf',
        contentType: 'application/pdf',
        content: Uint8Array.of(37, 80, 68, 70),
      },
    ],
    ...overrides,
  };
}

describe('mail transport without SMTP', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file and logs where', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'csd-mail-'));
    const { logger, lines } = recordingLogger();
    const transport = createMailTransport({ smtp: undefined, dataDir }, logger);
    expect(transport.describe).toBe(`.eml files in ${path.join(dataDir, 'mail')}`);

    const result = await transport.send(outgoingMail());
    transport.close();

    expect(result.messageId).toBe('<outbox-7@csd.example>');
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-outbox-7\.eml$/);
    const file = path.join(dataDir, 'mail', files[0] ?? '');
    expect(lines).toContainEqual(expect.objectContaining({ file, msg: `mail written to ${file}` }));

    const email = await PostalMime.parse(await readFile(file));
    expect(email).toMatchObject({ subject: 'Your guide', messageId: '<outbox-7@csd.example>' });
    expect(email.to).toEqual([{ name: '', address: 'parent@example.com' }]);
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({
      filename: 'guide.pdf',
      mimeType: 'application/pdf',
    });
  });

  it('names the SMTP server it sends to when one is configured', () => {
    const transport = createMailTransport(
      {
        smtp: {
          host: 'mail.example',
          port: 2525,
          secure: false,
          user: undefined,
          password: undefined,
        },
        dataDir: '/unused',
      },
      recordingLogger().logger,
    );
    expect(transport.describe).toBe('smtp://mail.example:2525');
    transport.close();
  });
});
