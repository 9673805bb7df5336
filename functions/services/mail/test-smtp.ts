/**
 * Test support: a real SMTP server (`smtp-server`) on 127.0.0.1 and a free port that records every
 * message it accepts (envelope, raw text, Message-ID) and can refuse mail on demand, at RCPT TO or
 * after DATA, with any reply code. Never used outside tests.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the server accepted. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  messageId: string;
}

/** Where to refuse a message, with which reply; null accepts. */
export type SmtpVerdict = { code: number; message: string } | null;

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>?ignoreTLS=true` */
  url: string;
  received: ReceivedMail[];
  /** Decides each recipient (RCPT TO); default accepts. */
  onRcpt: (address: string) => SmtpVerdict;
  /** Decides each message after its data arrived; default accepts. */
  onData: (mail: ReceivedMail) => SmtpVerdict;
  /** How many RCPT TO and DATA commands were refused. */
  refused: { rcpt: number; data: number };
  close(): Promise<void>;
}

const refusal = ({ code, message }: { code: number; message: string }) =>
  Object.assign(new Error(message), { responseCode: code });

/**
 * Starts the server.
 *
 * @example
 * const smtp = await startTestSmtp();
 * smtp.onRcpt = () => ({ code: 451, message: 'Try again later' });
 */
export async function startTestSmtp(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    onRcpt: () => null,
    onData: () => null,
    refused: { rcpt: 0, data: 0 },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const verdict = state.onRcpt(address.address);
      if (verdict) state.refused.rcpt += 1;
      callback(verdict ? refusal(verdict) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const head = raw.split(/\r?\n\r?\n/u)[0] ?? '';
        const mail: ReceivedMail = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^message-id:\s*(.+)$/imu.exec(head)?.[1]?.trim() ?? '',
        };
        const verdict = state.onData(mail);
        if (verdict) {
          state.refused.data += 1;
          callback(refusal(verdict));
          return;
        }
        state.received.push(mail);
        callback(null);
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  state.close = () => new Promise<void>((done) => server.close(() => done()));
  return state;
}
