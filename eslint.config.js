import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'test-results/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]', message: 'No focused or skipped tests on main.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Feature folders never import each other (DESIGN §4): shared code lives in components/ or lib/, and
  // routes compose features.
  ...readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^@/features/(?!${name}/)`, message: 'Feature folders do not import each other: move shared code to components/ or lib/.' },
              { regex: '^(\\.\\./){2}', message: 'Import across folders with @/ (and never from another feature).' },
            ],
          },
        ],
      },
    })),
);
