import { createServer, type Socket } from 'node:net';

/**
 * A tiny SMTP server on 127.0.0.1 that keeps every message it is given (DESIGN §6: the one fake for a
 * service we do not run). Point a server at it with `SMTP_URL=smtp://127.0.0.1:<port>`. It speaks just
 * enough of RFC 5321 for nodemailer: no TLS, no authentication, one message per DATA.
 */

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  /** The text body, with quoted-printable or base64 transfer encoding undone. */
  text: string;
}

export interface MailCatcher {
  port: number;
  messages: CaughtMail[];
  /** The first message to `to` whose subject matches, waiting for it to arrive. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    converse(socket, (mail) => messages.push(mail));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    port,
    messages,
    async waitFor(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms; caught: ${messages.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One SMTP session: commands line by line, and the message lines after DATA up to the lone dot. */
function converse(socket: Socket, deliver: (mail: CaughtMail) => void) {
  let buffered = '';
  let envelope = { from: '', to: [] as string[] };
  let data: string[] | null = null;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 hearth-mail-catcher ESMTP');

  socket.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end: number;
    while ((end = buffered.indexOf('\r\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (data) {
        if (line === '.') {
          deliver({ ...envelope, ...parseMessage(data) });
          envelope = { from: '', to: [] };
          data = null;
          reply('250 2.0.0 Caught');
        } else {
          // Dot-stuffing (RFC 5321 §4.5.2).
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      const argument = /<([^>]*)>/.exec(line)?.[1] ?? '';
      if (verb === 'EHLO') reply('250-hearth-mail-catcher\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (verb === 'HELO') reply('250 hearth-mail-catcher');
      else if (verb === 'MAIL') {
        envelope.from = argument;
        reply('250 2.1.0 Ok');
      } else if (verb === 'RCPT') {
        envelope.to.push(argument.toLowerCase());
        reply('250 2.1.5 Ok');
      } else if (verb === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 2.0.0 Ok');
      } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not implemented');
    }
  });
}

/** The subject and the text of a single-part message, as nodemailer writes a text-only mail. */
function parseMessage(lines: string[]): { subject: string; text: string } {
  const blank = lines.indexOf('');
  const headerLines = blank >= 0 ? lines.slice(0, blank) : lines;
  const body = blank >= 0 ? lines.slice(blank + 1).join('\r\n') : '';
  // Folded headers continue on lines that start with white space.
  const headers = new Map<string, string>();
  let last = '';
  for (const line of headerLines) {
    if (/^\s/.test(line) && last) headers.set(last, `${headers.get(last)} ${line.trim()}`);
    else {
      const colon = line.indexOf(':');
      last = line.slice(0, colon).trim().toLowerCase();
      headers.set(last, line.slice(colon + 1).trim());
    }
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { subject: decodeEncodedWords(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` (RFC 2047), which nodemailer uses for subjects that are not ASCII. */
function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, payload: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(payload, 'base64').toString('utf8') : decodeQuotedPrintable(payload.replace(/_/g, ' ')),
  );
}
