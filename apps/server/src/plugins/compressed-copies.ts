import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A built page and its Brotli and gzip copies: the ones the web build wrote beside it (apps/web/compress.mjs,
 * apps/web/prerender.mjs), or, for a build without them, made here once.
 */
export function readWithCompressedCopies(file: string): { content: Buffer; compressed: { br: Buffer; gzip: Buffer } } {
  const content = readFileSync(file);
  const copy = (suffix: 'br' | 'gz', compress: () => Buffer) => (existsSync(`${file}.${suffix}`) ? readFileSync(`${file}.${suffix}`) : compress());
  return { content, compressed: { br: copy('br', () => brotliCompressSync(content)), gzip: copy('gz', () => gzipSync(content)) } };
}
