import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'cdk.out/', 'node_modules/', '.data/', 'coverage/', 'test-results/', '.tmp-*/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Lambda handlers and SDK mocks return `void | X` unions; `void` in them is the AWS types' own convention.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // `let x = ''` before a switch that assigns in every branch is fine; tsc already catches reads before assignment.
      'no-useless-assignment': 'off',
      eqeqeq: ['error', 'smart'],
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
