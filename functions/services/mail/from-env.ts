/**
 * The Node entry's mail set-up from the environment: SMTP when `SMTP_URL` is set, otherwise the
 * local default that writes .eml files (into `LUNETTE_MAIL_DIR`, default `outbox/` beside the
 * database file, i.e. `data/outbox/`). `MAIL_FROM` is the sender address of every message.
 */
import { join } from 'node:path';
import { createEmlFileTransport, createSmtpTransport } from './nodemailer-transports.ts';
import { DEFAULT_MAIL_FROM, singleMailbox, type MailTransport } from './transport.ts';

export interface NodeMailSetup {
  transport: MailTransport;
  /** The sender address. */
  from: string;
  /** The .eml folder when mail goes to files (the local default), else null. */
  emlDir: string | null;
  /** Where mail goes, for the start-up log (never with credentials). */
  description: string;
  /** Closes open connections. */
  close(): void;
}

/** The SMTP server as host:port without user or password. */
function describeSmtp(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'the SMTP_URL server';
  }
}

/**
 * Chooses the transport.
 *
 * @example
 * const mail = nodeMailFromEnv(process.env, { dataDir: 'data' });
 */
export function nodeMailFromEnv(env: NodeJS.ProcessEnv, { dataDir }: { dataDir: string }): NodeMailSetup {
  const from = env['MAIL_FROM']?.trim() || DEFAULT_MAIL_FROM;
  // Fail at start-up, not at the first submission.
  singleMailbox(from);
  const smtpUrl = env['SMTP_URL']?.trim();
  if (smtpUrl) {
    const smtp = createSmtpTransport({ url: smtpUrl });
    return {
      transport: smtp,
      from,
      emlDir: null,
      description: `SMTP ${describeSmtp(smtpUrl)}`,
      close: smtp.close,
    };
  }
  const emlDir = env['LUNETTE_MAIL_DIR']?.trim() || join(dataDir, 'outbox');
  return {
    transport: createEmlFileTransport({ dir: emlDir }),
    from,
    emlDir,
    description: `.eml files in ${emlDir}`,
    close: () => undefined,
  };
}
