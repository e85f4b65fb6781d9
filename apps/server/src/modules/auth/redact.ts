/**
 * Session tokens and other long secrets out of a log line (issue 12, item 7): a failed query makes the
 * auth library log its SQL parameters, and a session token there would let whoever reads the logs sign
 * in as that member. Anything shaped like a token (32+ letters and digits, optionally signed with a
 * '.signature') becomes '[redacted]'.
 */
const TOKEN = /\b[A-Za-z0-9_-]{32,}(?:\.[A-Za-z0-9+/_=-]{16,})?/g;

export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(TOKEN, '[redacted]');
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    const copy = new Error(redactSecrets(value.message) as string);
    copy.name = value.name;
    copy.stack = redactSecrets(value.stack ?? '') as string;
    return copy;
  }
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactSecrets(item, depth + 1)]));
}
