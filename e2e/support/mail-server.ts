import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

// A mail catcher for the browser tests: an SMTP server the app sends to (SMTP_URL) and a small
// HTTP endpoint the tests read received mail from. Started by playwright.config.ts as a webServer.
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

const received: ReceivedMail[] = [];

/** Minimal RFC 2045 quoted-printable decoding: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMessage(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject: header('Subject'), text };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
      received.push(parseMessage(Buffer.concat(chunks).toString('utf8'), to));
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(mails));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
