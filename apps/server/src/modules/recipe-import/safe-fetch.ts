import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';

/**
 * Fetching a page a member names, without letting them reach what only the server can (OWASP SSRF
 * prevention): http and https only; every hop's address resolved and checked to be public before
 * connecting, and the connection pinned to that checked address, so a DNS answer that changes between
 * the check and the connect (rebinding) cannot move it; redirects followed by hand and checked the same
 * way; a time limit over the whole exchange, a size cap while streaming, and a content-type list.
 */

export type SafeFetchFailure = 'invalid-url' | 'blocked-address' | 'unreachable' | 'timeout' | 'too-many-redirects' | 'too-large' | 'http-status' | 'content-type';

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchFailure,
    /** The remote status for 'http-status'. */
    readonly status?: number,
  ) {
    super(reason);
  }
}

export interface SafeFetchOptions {
  /** Host names or host:port an operator allows although they resolve to private addresses (IMPORT_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Media types accepted (lower-case, without parameters). */
  accept: readonly string[];
  /** Name resolution; the system's by default (tests give names of their own). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export interface FetchedResource {
  /** The address after redirects. */
  url: string;
  mediaType: string;
  /** The charset the response declared, if any. */
  charset: string | null;
  body: Buffer;
}

// Everything that is not the public internet (IANA special-purpose registries, RFC 6890 and successors).
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, ...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds any IPv4 address
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local (includes fd00:ec2::254, the EC2 metadata address)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** True when an address is on the public internet. IPv4 inside IPv6 (mapped, NAT64) is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  const groups = ipv6Groups(address)!;
  // BlockList judges ::ffff:a.b.c.d by its IPv4 rules itself; the well-known NAT64 prefix needs unwrapping.
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
    return isPublicAddress([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.'));
  }
  return !BLOCKED.check(address, 'ipv6');
}

/** Whether IMPORT_ALLOW_HOSTS names this URL's host ('name', or 'name:port' for one port only). */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const host = url.hostname.toLowerCase();
  return allowHosts.some((entry) => entry === host || entry === `${host}:${port}`);
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** The address to connect to: the host's first address, after every address it has was checked. */
const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

async function resolveChecked(url: URL, options: SafeFetchOptions): Promise<{ address: string; family: 4 | 6 }> {
  const hostname = bare(url.hostname);
  const allowed = isAllowedHost(url, options.allowHosts);
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(hostname);
    } catch {
      throw new SafeFetchError('unreachable');
    }
  }
  // Any private answer refuses the host: otherwise a name with one public and one private address
  // could be tried until the connection lands on the private one.
  if (!addresses.length) throw new SafeFetchError('unreachable');
  if (!allowed && addresses.some(({ address }) => !isPublicAddress(address))) throw new SafeFetchError('blocked-address');
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A `lookup` that always answers the checked address, whatever the name resolves to now. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function request(url: URL, pinned: { address: string; family: 4 | 6 }, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(pinned.address, pinned.family),
        signal,
        // The connection pool would reuse a socket by host name, not by checked address.
        agent: false,
        headers: {
          'user-agent': 'HearthRecipeImport/1.0',
          accept: 'text/html,application/xhtml+xml,application/ld+json;q=0.9,image/webp,image/*;q=0.8,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    outgoing.on('error', (error) => reject(signal.aborted ? new SafeFetchError('timeout') : error));
    outgoing.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').toString().trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** The body, stopping (and failing) as soon as it passes `maxBytes` once decompressed. */
async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(response);
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new SafeFetchError('too-large');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError(signal.aborted ? 'timeout' : 'unreachable');
  } finally {
    response.destroy();
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SafeFetchError('invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('invalid-url');
  // Credentials in a link would be sent to whatever host it names; a recipe page never needs them.
  if (url.username || url.password) throw new SafeFetchError('invalid-url');
  return url;
}

/** Fetches `address` under the rules above; fails with a SafeFetchError naming what went wrong. */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = parseUrl(address);
  for (let redirects = 0; ; redirects++) {
    const pinned = await withDeadline(resolveChecked(url, options), signal);
    let response: IncomingMessage;
    try {
      response = await request(url, pinned, signal);
    } catch (error) {
      throw error instanceof SafeFetchError ? error : new SafeFetchError(signal.aborted ? 'timeout' : 'unreachable');
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= options.maxRedirects) throw new SafeFetchError('too-many-redirects');
      url = parseUrl(new URL(location, url).href);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new SafeFetchError('http-status', status);
    }
    const [mediaType = '', ...parameters] = (response.headers['content-type'] ?? '').split(';').map((part) => part.trim());
    if (!options.accept.includes(mediaType.toLowerCase())) {
      response.destroy();
      throw new SafeFetchError('content-type');
    }
    const declaredLength = Number(response.headers['content-length']);
    if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
      response.destroy();
      throw new SafeFetchError('too-large');
    }
    const charset =
      parameters
        .find((p) => /^charset=/i.test(p))
        ?.slice('charset='.length)
        .replace(/"/g, '') ?? null;
    const body = await readCapped(response, options.maxBytes, signal);
    return { url: url.href, mediaType: mediaType.toLowerCase(), charset, body };
  }
}

/** DNS lookups cannot be cancelled, so the deadline is raced against them. */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SafeFetchError('timeout'));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
