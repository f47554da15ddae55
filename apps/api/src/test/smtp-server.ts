import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** One mail the test server took: its envelope and its raw text (headers and body). */
export type ReceivedMail = { from: string; to: string[]; data: string };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

/** A local port nothing listens on, for a mail server that is down (start it there later). */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

/**
 * A real SMTP server on this machine that keeps what it takes. `refusal` answers a recipient with
 * an SMTP error code instead: 550 for a mailbox that does not exist, 451 for one it cannot take
 * now (a full disk, greylisting).
 */
export const startSmtpServer = async (
  options: { port?: number; refusal?: (address: string) => 451 | 550 | undefined } = {},
): Promise<TestSmtpServer> => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const code = options.refusal?.(address.address);
      if (!code) return callback();
      const refusal = new Error(code === 550 ? 'No such mailbox' : 'Try again later') as Error & {
        responseCode: number;
      };
      refusal.responseCode = code;
      callback(refusal);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A mail's text with quoted-printable soft breaks and escapes undone, enough to find its links and codes. */
export const readableText = (data: string): string =>
  data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
