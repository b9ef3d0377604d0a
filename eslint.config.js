import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** web/src/features/*: each one's index.ts is all the others may import of it. */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The back end never imports the web app (each functions/ block below repeats it: a block's rule replaces an earlier one). */
const NOT_WEB = { group: ['**/web/**'], message: 'The back end serves the web app over HTTP; it imports none of it.' };

export default defineConfig(
  globalIgnores([
    'dist/',
    'cdk.out/',
    'node_modules/',
    '.data/',
    'coverage/',
    'test-results/',
    '.tmp-*/',
    '.bench-prof/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Lambda handlers and SDK mocks return `void | X` unions; `void` in them is the AWS types' own convention.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // `let x = ''` before a switch that assigns in every branch is fine; tsc already catches reads before assignment.
      'no-useless-assignment': 'off',
      eqeqeq: ['error', 'smart'],
      // `{ z }` is zod's whole namespace as one object: esbuild then keeps all of zod (its 40 locales) in every Lambda.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message:
            "Import zod as `import * as z from 'zod'`: the named `z` defeats tree-shaking (~360 KB more in a bundle).",
        },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
    rules: {
      // Performance advice (an extra render), not a correctness bug like the other hook rules: reported, not fatal.
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  // Imports run one way: web and shared never reach into the back end, modules never into the workers that run
  // them, and lib (the HTTP stack, env, logging) stays below the modules (the composition root is functions/composition).
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/functions/**', '**/infra/**'], message: 'The web app talks to the back end over HTTP only.' },
          ],
        },
      ],
    },
  },
  // The web app's shape (bulletproof-react): shared folders (components, hooks, lib) import no feature and not the app;
  // features import not the app, and another feature only through its index.ts; the app (router, providers, layouts)
  // composes them all. No cycles, so each feature's index can be read without loading what depends on it.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported modules too: it must know .ts/.tsx and read them with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./web/src/components', './web/src/hooks', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message:
                'Shared code sits below the features and the app: pass what it needs in (props, arguments) instead.',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message:
                'The app composes the features; a feature imports nothing of it (move what it needs into the owning feature or lib/).',
            },
            ...WEB_FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [
                `./${feature}`,
                ...WEB_FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
              ],
              message:
                'Another feature is imported through its index.ts only (`features/<name>`): export what is shared there.',
            })),
          ],
        },
      ],
      // A cycle is found if it is at most maxDepth imports long: the shortest import chain between two web modules is at
      // most 12 today, so any new import that closes a cycle closes one of 13 or fewer. Packages are not walked.
      'import-x/no-cycle': ['error', { maxDepth: 16, ignoreExternal: true }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/**', '**/web/**', '**/infra/**'],
              message: 'shared/ is read by the back end and the web app alike: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_WEB] }] },
  },
  {
    files: ['functions/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_WEB,
            {
              regex: '^(\\.\\./)+(workers|http|jobs|local)/',
              message: 'Modules are called by the entries (http, workers, jobs), never the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_WEB,
            { regex: '^(\\.\\./)+(modules|workers|http|jobs|local)/', message: 'lib/ sits below the modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_WEB,
            {
              regex: '^(\\.\\./)+(workers|http|jobs|local)/',
              message:
                'Providers are clients of outside services; they know nothing of the entries or the local stack.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers on purpose.
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests assert on raw bytes (e.g. "only 7-bit ASCII in the .eml").
      'no-control-regex': 'off',
    },
  },
);
