// A counting TCP proxy between the server and PostgreSQL (both on 127.0.0.1), for "SQL statements
// per request" without pg_stat_statements (which needs shared_preload_libraries and a restart).
//
// It reads only what the client sends: the startup message (for application_name, so pg-boss's own
// connections can be left out) and then the typed protocol messages. Each simple Query ('Q') and
// each Execute ('E') of the extended protocol is one statement; the text of an Execute is the last
// Parse ('P') on that connection (node-postgres sends Parse/Bind/Describe/Execute/Sync together and
// uses unnamed statements). Server replies are passed through untouched.

import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

export async function startCountingProxy({ targetHost = '127.0.0.1', targetPort = 5432, ignoreApplications = ['pgboss'] } = {}) {
  let statements = [];
  const sockets = new Set();

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let started = false;
    let ignored = false;
    let lastParse = '';

    const parseStartup = (body) => {
      const params = {};
      const parts = body.subarray(4).toString('utf8').split('\0');
      for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i]) params[parts[i]] = parts[i + 1];
      return params;
    };

    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          const body = buffer.subarray(4, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSS_REQUEST || code === CANCEL_REQUEST) continue;
          started = true;
          const params = parseStartup(body);
          ignored = ignoreApplications.includes(params.application_name);
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]);
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (ignored) continue;
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const textEnd = body.indexOf(0, nameEnd + 1);
          lastParse = body.subarray(nameEnd + 1, textEnd).toString('utf8');
        } else if (type === 'E') {
          statements.push(lastParse);
        } else if (type === 'Q') {
          statements.push(body.subarray(0, body.length - 1).toString('utf8'));
        }
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    /** Statements seen since the last reset (texts, in order). */
    take() {
      const seen = statements;
      statements = [];
      return seen;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
