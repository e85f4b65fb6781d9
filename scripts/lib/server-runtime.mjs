// How the production server process is run: `npm start` and the bench's servers both take these, so the bench
// measures the process operators run. Each one is measured in decision 0038 ("Where the memory goes").

/** Node flags for apps/server/dist/main.js. */
export const SERVER_NODE_FLAGS = [
  // V8 sizes its young generation from the machine's memory (64 MB semi-spaces on a 24 GB machine); with 4 MB
  // the server holds 100–240 MB less under load, for up to a tenth of its throughput.
  '--max-semi-space-size=4',
  // For the server's idle collector (apps/server/src/runtime/idle-collector.ts): one full collection when
  // traffic stops gives back the ~35 MB a burst of work leaves resident.
  '--expose-gc',
  // Not --enable-source-maps: parsing the 4 MB source map costs ~45 MB resident for the life of the process.
  // The bundle is not minified, so a stack trace still names readable code (and `// src/…` markers above it).
];

/** glibc malloc settings for the server process. */
export const SERVER_MEMORY_ENV = {
  // glibc gives each thread that allocates its own arena, and V8's compiler threads (PGlite is a large
  // WebAssembly module) leave each one holding pages: two arenas halve the idle footprint.
  MALLOC_ARENA_MAX: '2',
  // A fixed threshold (glibc raises it up to 32 MB after the first big free) keeps picture buffers (a drawn
  // 1200×900 bitmap is 4 MB) in their own mappings, which go back to the system when freed: ~35 MB less after
  // the demo pictures are drawn.
  MALLOC_MMAP_THRESHOLD_: '131072',
};
