import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { parseSync, type Plugin, type Rolldown } from 'vite';

const sourceFile = (relative: string) => fileURLToPath(new URL(`../src/${relative}`, import.meta.url));
const ENTRY = sourceFile('main.tsx');
/** The lazy chunks of the two measured first screens (DESIGN §7): the landing page, and the shell with browse. */
const LANDING_ROOTS = [sourceFile('routes/landing/LandingPage.tsx')];
/** The screen a member with an unfinished profile sees instead of the shell. */
const PROFILE_SETUP_ROOTS = [sourceFile('routes/profile-setup/ProfileSetupPage.tsx')];
// Not the toaster: it renders nothing until a toast is raised, so its chunk loads alongside, not before, the page.
const MEMBER_ROOTS = [sourceFile('app/shell/AppShell.tsx'), sourceFile('routes/recipes/BrowseRecipesPage.tsx')];
/** Roots that keep a chunk of their own (bench/web.mjs finds the browse page's chunks by these names). */
const OWN_CHUNK_ROOTS = new Set([sourceFile('routes/recipes/BrowseRecipesPage.tsx')]);

/**
 * Left alone, the bundler gives every set of screens sharing a module its own chunk: browse needed ~50
 * requests (one per icon, often), and on a phone network each handful of files costs a round trip. This
 * groups the modules the two first screens import statically into a few chunks, adding no code to either:
 *   LandingPage  what only the landing page needs (with the page itself);
 *   shared-ui    what the landing page and the signed-in shell, browse or profile setup need;
 *   member-ui    what the shell or browse and profile setup need (not landing);
 *   AppShell     what only the shell and browse need (every signed-in screen loads the shell anyway).
 * Modules the entry imports stay in it; everything else is split as before.
 */
let reach: { entry: Set<string>; landing: Set<string>; profileSetup: Set<string>; member: Set<string> } | null = null;

/** Forgets the module graph read by the previous build (`vite build --watch` builds again in one process). */
export function firstScreenChunksReset(): Plugin {
  return {
    name: 'hearth:first-screen-chunks-reset',
    apply: 'build',
    buildStart() {
      reach = null;
      reExportIndexes.clear();
    },
  };
}

export function firstScreenChunkName(): Rolldown.CodeSplittingNameFunction {
  return (id, ctx) => {
    reach ??= {
      entry: staticClosure([ENTRY], ctx),
      landing: staticClosure(LANDING_ROOTS, ctx),
      profileSetup: staticClosure(PROFILE_SETUP_ROOTS, ctx),
      member: staticClosure(MEMBER_ROOTS, ctx),
    };
    if (reach.entry.has(id) || OWN_CHUNK_ROOTS.has(id)) return null;
    const landing = reach.landing.has(id);
    const profileSetup = reach.profileSetup.has(id);
    const member = reach.member.has(id);
    if (landing) return member || profileSetup ? 'shared-ui' : 'LandingPage';
    if (member) return profileSetup ? 'member-ui' : 'AppShell';
    return null;
  };
}

/**
 * The modules the roots load with them: static imports, followed recursively. A package index that only
 * re-exports (lucide-react's every icon, radix-ui's every primitive, most of which tree-shaking drops) is
 * followed only into the parts a module actually names.
 */
function staticClosure(roots: string[], ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    let namedImports: Map<string, string[]> | null = null;
    for (const imported of info.importedIds) {
      // importedIds lists dynamic imports too; those load later, in chunks of their own.
      if (info.dynamicallyImportedIds.includes(imported)) continue;
      const parts = reExportIndex(imported, ctx);
      if (!parts) {
        stack.push(imported);
        continue;
      }
      namedImports ??= bareNamedImports(id, info.code ?? '');
      const names = [...namedImports].find(([source]) => packageOf(imported) === source)?.[1];
      const targets = names?.map((name) => parts.get(name));
      if (targets && targets.every((target) => target !== undefined)) {
        seen.add(imported);
        stack.push(...targets);
      } else {
        stack.push(imported); // A namespace import or an unknown name: count the whole index.
      }
    }
  }
  return seen;
}

const packageNames = new Map<string, string | null>();

/** The name in the nearest package.json above a module (workspace packages included). */
function packageOf(id: string): string | null {
  let dir = path.dirname(id);
  const visited: string[] = [];
  let name: string | null = null;
  for (;;) {
    const known = packageNames.get(dir);
    if (known !== undefined) {
      name = known;
      break;
    }
    visited.push(dir);
    const manifest = path.join(dir, 'package.json');
    const declared = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name : undefined;
    if (typeof declared === 'string') {
      name = declared;
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const v of visited) packageNames.set(v, name);
  return name;
}

/** Names imported from each bare package specifier: `import { X, Y as Z } from 'pkg'` gives pkg → [X, Y]. */
function bareNamedImports(id: string, code: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const statement of parseSync(id, code).program.body) {
    if (statement.type !== 'ImportDeclaration' || /^[./]/.test(statement.source.value)) continue;
    const list = names.get(statement.source.value) ?? [];
    for (const specifier of statement.specifiers ?? []) {
      list.push(specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : '*');
    }
    names.set(statement.source.value, list);
  }
  return names;
}

const reExportIndexes = new Map<string, Map<string, string> | null>();

/**
 * For a package module made only of imports and re-exports (`export { X } from`, `export *`, an imported
 * namespace exported again): exported name → the module it comes from. Null for any other module.
 */
function reExportIndex(id: string, ctx: Rolldown.ChunkingContext): Map<string, string> | null {
  if (reExportIndexes.has(id)) return reExportIndexes.get(id)!;
  reExportIndexes.set(id, null);
  const info = /[\\/](node_modules|packages)[\\/]/.test(id) ? ctx.getModuleInfo(id) : null;
  if (!info?.code) return null;
  const resolve = (source: string) => resolveImport(id, info.importedIds, source);
  const bindings = new Map<string, string | undefined>();
  const parts = new Map<string, string>();
  for (const statement of parseSync(id, info.code).program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers ?? []) bindings.set(specifier.local.name, resolve(statement.source.value));
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const specifier of statement.specifiers) {
        const from = statement.source ? resolve(statement.source.value) : specifier.local.type === 'Identifier' ? bindings.get(specifier.local.name) : undefined;
        if (!from || specifier.exported.type !== 'Identifier') return null;
        parts.set(specifier.exported.name, from);
      }
    } else if (statement.type === 'ExportAllDeclaration' && !statement.exported) {
      const from = resolve(statement.source.value);
      const names = from ? exportedNames(from, ctx) : null;
      if (!from || !names) return null;
      for (const [name, origin] of names) parts.set(name, origin);
    } else if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'Literal') {
      return null; // Anything but imports, re-exports and a 'use strict' directive.
    }
  }
  reExportIndexes.set(id, parts.size ? parts : null);
  return reExportIndexes.get(id)!;
}

/**
 * The names a module exports, each with the module that defines it (a name it re-exports from another module
 * maps to that one); null when it re-exports another module's names wholesale.
 */
function exportedNames(id: string, ctx: Rolldown.ChunkingContext): Map<string, string> | null {
  const info = ctx.getModuleInfo(id);
  if (info?.code == null) return null;
  const names = new Map<string, string>();
  for (const statement of parseSync(id, info.code).program.body) {
    if (statement.type === 'ExportAllDeclaration') return null;
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) {
        if (d.id.type !== 'Identifier') return null;
        names.set(d.id.name, id);
      }
    } else if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) {
      names.set(declaration.id.name, id);
    }
    const from = statement.source ? resolveImport(id, info.importedIds, statement.source.value) : id;
    if (!from) return null;
    for (const specifier of statement.specifiers) if (specifier.exported.type === 'Identifier') names.set(specifier.exported.name, from);
  }
  return names;
}

/** The module an import specifier of `id` resolved to, among the modules it imports. */
function resolveImport(id: string, importedIds: string[], source: string): string | undefined {
  if (!/^[./]/.test(source)) return importedIds.find((imported) => packageOf(imported) === source);
  const file = path.resolve(path.dirname(id), source);
  return importedIds.find((imported) => imported === file || imported.startsWith(`${file}.`) || imported.startsWith(`${file}${path.sep}index.`));
}
