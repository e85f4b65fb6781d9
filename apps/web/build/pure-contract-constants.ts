import { parseSync, type Plugin } from 'vite';

const CONTRACTS_SOURCE = /packages[\\/]contracts[\\/]src[\\/].+\.ts$/;

/**
 * @hearth/contracts builds its zod schemas when a module loads. A screen that needs only a string, a
 * constant or a small helper from a module must not pull that module's schemas (and zod, ~25 KB gzip) into
 * its download. This marks the calls that build top-level constants as pure (`/*#__PURE__*\/`), so the
 * bundler drops every schema nobody imports. Calls inside function bodies are left alone: they run later.
 */
export function pureContractConstants(): Plugin {
  return {
    name: 'hearth:pure-contract-constants',
    apply: 'build',
    transform: {
      filter: { id: CONTRACTS_SOURCE },
      handler(code, id) {
        const { program } = parseSync(id, code);
        const starts = new Set<number>();
        const visit = (node: unknown): void => {
          if (!node || typeof node !== 'object') return;
          if (Array.isArray(node)) {
            for (const child of node) visit(child);
            return;
          }
          const n = node as { type?: string; start?: number };
          if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') return;
          if ((n.type === 'CallExpression' || n.type === 'NewExpression') && typeof n.start === 'number') starts.add(n.start);
          for (const [key, value] of Object.entries(node)) if (key !== 'parent') visit(value);
        };
        for (const statement of program.body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type === 'VariableDeclaration') for (const d of declaration.declarations) visit(d.init);
        }
        if (starts.size === 0) return null;
        let out = code;
        for (const start of [...starts].sort((a, b) => b - a)) out = `${out.slice(0, start)}/*#__PURE__*/ ${out.slice(start)}`;
        return { code: out, map: null };
      },
    },
  };
}
