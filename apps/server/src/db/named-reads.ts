import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Distinct statements a connection keeps prepared at most; past this, reads run unnamed as before. Values are
 * parameters, so a read's text varies only with the shape of the request (which filters, how many of each):
 * a few hundred texts. The cap keeps a connection's memory bounded should a text ever carry a value.
 */
const MAX_NAMED_PER_CONNECTION = 500;

const READ = /^\s*(select|with)\b/i;

/**
 * Names every read a pooled connection runs after a digest of its text, so the connection parses it once
 * and PostgreSQL may keep its plan. Planning a list query took 1–3 ms and running it 0.3–0.6 ms
 * (EXPLAIN on hearth_bench), so without this most of PostgreSQL's work per request was planning the same
 * statements again (decision 0038). Statements already named (Drizzle's `.prepare()`) are left alone.
 */
export function nameReadsOf(client: pg.ClientBase, maxNamed = MAX_NAMED_PER_CONNECTION): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    // A read sent without parameters may hold several commands (a migration's), which a named statement cannot:
    // it is named only when no semicolon could separate commands. Reads with their counts written into the
    // text often have no parameter at all (decision 0046).
    if (isUnnamedRead(config) && Array.isArray(rest[0]) && (rest[0].length > 0 || !config.text.includes(';'))) {
      const name = `r_${createHash('sha1').update(config.text).digest('base64url').slice(0, 22)}`;
      if (named.has(name) || named.size < maxNamed) {
        named.add(name);
        return query({ ...config, name }, ...rest);
      }
    }
    return query(config, ...rest);
  }) as typeof client.query;
}

function isUnnamedRead(config: unknown): config is pg.QueryConfig & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name } = config as pg.QueryConfig;
  return typeof text === 'string' && !name && READ.test(text);
}
