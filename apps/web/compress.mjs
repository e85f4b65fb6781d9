// After `vite build`: writes Brotli and gzip copies of the text assets next to them, so the server
// can send them precompressed (@fastify/static `preCompressed`) without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes the Brotli (quality 11) and gzip (level 9) copies of `file`'s `content` beside it. */
export function writeCompressedCopies(file, content) {
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(entry) && statSync(file).size > 1024) writeCompressedCopies(file, readFileSync(file));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) walk(dist);
