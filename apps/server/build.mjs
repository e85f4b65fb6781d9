// Bundles the server (and the operator CLI) with esbuild. Our workspace packages are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hearth/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: {
    main: 'src/main.ts',
    users: 'src/cli/users.ts',
    backup: 'src/cli/backup.ts',
    illustrator: 'src/ai/images/illustrator-process.ts',
    'pglite-init': 'src/db/pglite-init-process.ts',
    'first-start': 'src/first-start-process.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});
