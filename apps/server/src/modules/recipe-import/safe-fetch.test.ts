import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from './fixtures/page-server';
import { isAllowedHost, isPublicAddress, safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT, multicast, unspecified and their IPv6 forms', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '169.254.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.1',
      '239.255.255.250',
      '0.0.0.0',
      '255.255.255.255',
      '192.0.2.10',
      '198.18.0.1',
      '::',
      '::1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::',
      '2001:db8::1',
      'not an address',
    ];
    expect(refused.filter(isPublicAddress)).toEqual([]);
  });

  it('accepts public addresses, including public IPv4 inside IPv6', () => {
    const accepted = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'];
    expect(accepted.filter((address) => !isPublicAddress(address))).toEqual([]);
  });
});

describe('isAllowedHost', () => {
  it('matches a host name on any port, or host:port on that port only', () => {
    expect(isAllowedHost(new URL('http://recipes.internal/x'), ['recipes.internal'])).toBe(true);
    expect(isAllowedHost(new URL('http://Recipes.Internal:8080/x'), ['recipes.internal'])).toBe(true);
    expect(isAllowedHost(new URL('http://127.0.0.1:4000/x'), ['127.0.0.1:4000'])).toBe(true);
    expect(isAllowedHost(new URL('http://127.0.0.1:4001/x'), ['127.0.0.1:4000'])).toBe(false);
    expect(isAllowedHost(new URL('https://wiki.internal/x'), ['wiki.internal:443'])).toBe(true);
    expect(isAllowedHost(new URL('http://[::1]:8080/x'), ['[::1]:8080'])).toBe(true);
    expect(isAllowedHost(new URL('http://evil.recipes.internal/x'), ['recipes.internal'])).toBe(false);
  });
});

describe('safeFetch', () => {
  let pages: PageServer;
  let options: SafeFetchOptions;
  beforeAll(async () => {
    pages = await startPageServer();
    options = { allowHosts: [pages.host], timeoutMs: 2000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5, accept: ['text/html', 'application/ld+json'] };
  });
  afterAll(() => pages.close());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'fetched',
      (error: unknown) => (error instanceof SafeFetchError ? error.reason : `unexpected ${String(error)}`),
    );

  it('fetches an allowed page, following up to five redirects and naming where it ended', async () => {
    const page = await safeFetch(`${pages.origin}/redirect/5/plain.html`, options);
    expect(page.url).toBe(`${pages.origin}/page/plain.html`);
    expect(page.mediaType).toBe('text/html');
    expect(page.charset).toBe('utf-8');
    expect(page.body.toString()).toContain("Grandma's Apple Crumble");
  });

  it('refuses a sixth redirect', async () => {
    expect(await failure(safeFetch(`${pages.origin}/redirect/6/plain.html`, options))).toBe('too-many-redirects');
  });

  it('refuses private addresses unless allowed, also behind a redirect', async () => {
    expect(await failure(safeFetch(`${pages.origin}/page/plain.html`, { ...options, allowHosts: [] }))).toBe('blocked-address');
    expect(await failure(safeFetch(`${pages.origin}/to?url=${encodeURIComponent('http://127.0.0.2/')}`, options))).toBe('blocked-address');
    expect(await failure(safeFetch(`${pages.origin}/to?url=${encodeURIComponent(`http://localhost:${pages.host.split(':')[1]}/page/plain.html`)}`, options))).toBe(
      'blocked-address',
    );
  });

  it('connects to the address it checked: the connection never asks DNS again', async () => {
    // 'recipes.pinned.test' exists only in this resolver; were the request to look the name up itself, it would fail.
    const port = pages.host.split(':')[1];
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const page = await safeFetch(`http://recipes.pinned.test:${port}/page/plain.html`, { ...options, allowHosts: [`recipes.pinned.test:${port}`], resolve });
    expect(page.body.toString()).toContain('Apple Crumble');
  });

  it('refuses a name with any private address among its answers', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await failure(safeFetch('http://mixed.example.test/', { ...options, allowHosts: [], resolve }))).toBe('blocked-address');
  });

  it('refuses schemes other than http and https, and links with credentials', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'gopher://127.0.0.1:70/', 'data:text/html,<h1>x</h1>', 'http://user:secret@example.com/', 'not a url']) {
      expect(await failure(safeFetch(url, options)), url).toBe('invalid-url');
    }
    expect(await failure(safeFetch(`${pages.origin}/to?url=${encodeURIComponent('file:///etc/passwd')}`, options))).toBe('invalid-url');
  });

  it('refuses what is not a page, error statuses, and pages over the size cap (stopping while streaming)', async () => {
    expect(await failure(safeFetch(`${pages.origin}/document.pdf`, options))).toBe('content-type');
    expect(await failure(safeFetch(`${pages.origin}/missing`, options))).toBe('http-status');
    expect(await failure(safeFetch(`${pages.origin}/huge`, options))).toBe('too-large');
  });

  it('gives up after the time limit, whether the server is silent or stalls mid-page', async () => {
    const started = Date.now();
    expect(await failure(safeFetch(`${pages.origin}/silent`, { ...options, timeoutMs: 200 }))).toBe('timeout');
    expect(await failure(safeFetch(`${pages.origin}/slow`, { ...options, timeoutMs: 200 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reads gzip-compressed pages', async () => {
    const page = await safeFetch(`${pages.origin}/gzip`, options);
    expect(page.body.toString()).toContain('Smoky Chana Masala');
  });

  it('says a host that does not answer is unreachable', async () => {
    const resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await failure(safeFetch('http://no-such-host.example.test/', { ...options, allowHosts: [], resolve }))).toBe('unreachable');
  });
});
