import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one fake we allow (DESIGN §6): a local server speaking the OpenAI chat-completions API,
 * standing in for an external AI provider. Each test scripts its replies.
 */
export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  };
}

export type Reply = { kind: 'json'; content: unknown } | { kind: 'text'; content: string } | { kind: 'status'; status: number; body?: string } | { kind: 'hang' };

export interface OpenAiTestServer {
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order; the last one repeats. */
  script(...replies: Reply[]): void;
  close(): Promise<void>;
}

export async function startOpenAiTestServer(): Promise<OpenAiTestServer> {
  const requests: RecordedRequest[] = [];
  let replies: Reply[] = [{ kind: 'status', status: 500, body: 'no reply scripted' }];
  const hanging = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if (reply.kind === 'hang') {
        hanging.add(() => res.destroy());
        return;
      }
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body ?? JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      const content = reply.kind === 'json' ? JSON.stringify(reply.content) : reply.content;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: requests.at(-1)!.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 42, completion_tokens: 17, total_tokens: 59 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => {
      replies = next;
    },
    close: () =>
      new Promise((resolve) => {
        hanging.forEach((end) => end());
        server.close(() => resolve());
      }),
  };
}
