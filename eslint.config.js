import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // React Router's idiom for a 404 from a loader is `throw data(null, { status: 404 })`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      'import-x/no-cycle': 'error',
      // Layers: the browser app never reaches into the server, the server never into the app,
      // and shared code and content depend on neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app',
              from: './server',
              message: 'The browser app must not import server code.',
            },
            {
              target: './server',
              from: './app',
              message: 'Server code must not import the React app.',
            },
            {
              target: ['./shared', './content'],
              from: ['./app', './server'],
              message: 'Shared code depends on neither side.',
            },
            {
              target: './content',
              from: './shared',
              message: 'Content is what the pages say; it depends on nothing of ours.',
            },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
