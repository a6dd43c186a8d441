import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries, checked by lint rather than remembered: shared -> features -> app, client and server
// apart, and no feature importing another feature. The per-feature rule is generated from the
// folders so a new feature is covered without editing this file.
const featureBoundaries = (side) =>
  readdirSync(`src/${side}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`src/${side}/features/${name}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^@${side}/features/(?!${name}/)`,
                message:
                  'Features do not import each other; move what both need to lib/ or shared/.',
              },
            ],
          },
        ],
      },
    }));

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'shared/ runs on both sides.',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'The browser talks to the server over HTTP only.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server does not import browser code.',
            },
            {
              target: ['./src/client/components', './src/client/lib'],
              from: ['./src/client/features', './src/client/app'],
            },
            { target: './src/client/features', from: './src/client/app' },
            { target: ['./src/server/lib', './src/server/db'], from: './src/server/features' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  ...featureBoundaries('client'),
  ...featureBoundaries('server'),
);
