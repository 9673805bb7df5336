/** Which transport the Node entry picks from the environment. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeMailFromEnv } from './from-env.ts';
import { DEFAULT_MAIL_FROM } from './transport.ts';

describe('nodeMailFromEnv', () => {
  it('writes .eml files beside the database by default', () => {
    const mail = nodeMailFromEnv({}, { dataDir: 'data' });
    expect(mail.emlDir).toBe(join('data', 'outbox'));
    expect(mail.from).toBe(DEFAULT_MAIL_FROM);
    expect(mail.description).toContain(join('data', 'outbox'));
  });

  it('takes the folder from LUNETTE_MAIL_DIR and the sender from MAIL_FROM', () => {
    const mail = nodeMailFromEnv(
      { LUNETTE_MAIL_DIR: '/tmp/mails', MAIL_FROM: 'Optik <noreply@optik.ch>' },
      { dataDir: 'data' },
    );
    expect(mail.emlDir).toBe('/tmp/mails');
    expect(mail.from).toBe('Optik <noreply@optik.ch>');
  });

  it('uses SMTP when SMTP_URL is set, and never logs its credentials', () => {
    const mail = nodeMailFromEnv(
      { SMTP_URL: 'smtps://user:geheim@mail.example.ch:465' },
      { dataDir: 'data' },
    );
    expect(mail.emlDir).toBeNull();
    expect(mail.description).toBe('SMTP smtps://mail.example.ch:465');
    expect(mail.description).not.toContain('geheim');
    mail.close();
  });

  it('refuses a MAIL_FROM that is not one address at start-up', () => {
    expect(() => nodeMailFromEnv({ MAIL_FROM: 'a@x.ch, b@y.ch' }, { dataDir: 'data' })).toThrow();
  });
});
