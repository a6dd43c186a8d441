import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Paths below are the project's own, wherever ESLint is started from (the lint self-test too).
const root = path.dirname(fileURLToPath(import.meta.url));
const featuresOf = (side) =>
  readdirSync(path.join(root, 'src', side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);

// Boundaries, checked by lint rather than remembered: shared -> features -> app (and on the
// server lib -> domain -> features), client and server apart, and no feature importing another feature, by alias or by relative path (the zones
// compare resolved files). One zone per feature, generated from the folders, so a new feature is
// covered without editing this file.
const featureZones = (side) =>
  featuresOf(side).map((name) => ({
    target: `./src/${side}/features/${name}`,
    from: `./src/${side}/features`,
    except: [`./${name}`],
    message:
      side === 'server'
        ? 'Features do not import each other; move what both need to domain/ (a rule) or lib/.'
        : 'Features do not import each other; move what both need to lib/, components/ or shared/.',
  }));

// File and folder names under src/, scripts/ and tests/ are kebab-case; dotted suffixes are
// kebab-case words too (`care-basket.routes.ts`, `x.test.ts`, `s3rver.d.ts`).
const KEBAB_CASE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const kebabCasePaths = {
  meta: {
    type: 'suggestion',
    messages: { notKebab: "'{{name}}' is not kebab-case (lower-case words joined by '-')." },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const segments = path.relative(root, context.filename).split(path.sep);
        for (const name of segments.slice(1)) {
          if (!KEBAB_CASE_NAME.test(name)) {
            context.report({ node, messageId: 'notKebab', data: { name } });
          }
        }
      },
    };
  },
};
const NAMED_FOLDERS = ['src/**', 'scripts/**', 'tests/**'];
// drizzle-kit names the migrations; README.md is the convention everywhere.
const NAMED_ELSEWHERE = ['src/server/db/migrations/**', '**/README.md'];
// Files ESLint cannot parse get an empty program, so only the name rule looks at them.
const namesOnlyParser = {
  parseForESLint: () => ({
    ast: {
      type: 'Program',
      body: [],
      sourceType: 'module',
      comments: [],
      tokens: [],
      range: [0, 0],
      loc: { start: { line: 1, column: 0 }, end: { line: 1, column: 0 } },
    },
    visitorKeys: { Program: [] },
  }),
};

// Which code may import which: layers, then each feature keeping to itself.
const LAYER_ZONES = [
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
    target: ['./src/client/components', './src/client/lib'],
    from: ['./src/client/features', './src/client/app'],
  },
  { target: './src/client/features', from: './src/client/app' },
  // Domain modules hold a rule every feature may use (a provider's openings, who keeps a listing);
  // like lib/ they know no feature. They may use one another, file by file (no index files: the
  // cycle rule keeps that honest).
  {
    target: ['./src/server/lib', './src/server/db', './src/server/domain'],
    from: './src/server/features',
    message: 'lib/, db/ and domain/ know no feature; move what both need to domain/.',
  },
  // lib/ is infrastructure (mail, jobs, storage, HTTP plumbing) beneath the domain: it knows no
  // rule of the product, so the rule cannot hide there.
  {
    target: './src/server/lib',
    from: './src/server/domain',
    message: 'lib/ is infrastructure and knows no domain rule; move the code to domain/.',
  },
  ...featureZones('client'),
  ...featureZones('server'),
];

const SERVER_FROM_CLIENT = {
  target: './src/server',
  from: './src/client',
  message: 'The server does not import browser code.',
};

/** Sonner is loaded by the first toast, through lib/toast.ts. */
const SONNER_ELSEWHERE = {
  name: 'sonner',
  allowTypeImports: true,
  message: "Show toasts through '@client/lib/toast' and 'components/toaster'.",
};

/**
 * Merging classes at run time costs every page 8 KB of script: a component offers a variant
 * instead, and the tests check rendered classes for conflicts (docs/product.md#classes).
 */
const CLASS_MERGING = {
  name: 'tailwind-merge',
  message: "Give the component a variant; join classes with '@client/lib/cn'.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      // React Router's route types, written by `npm run dev`.
      '.react-router',
      // Bad on purpose: the lint self-test (tests/lint) expects these to be reported.
      'tests/lint/fixtures',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x skips every .ts/.tsx dependency, so no-cycle sees no edges at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...LAYER_ZONES, SERVER_FROM_CLIENT], basePath: root },
      ],
    },
  },
  {
    // Toasts go through lib/toast.ts, which loads Sonner on the first toast: a direct import would
    // put Sonner (and its stylesheet, written at load) back into a page's first script.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/toast.ts', 'src/client/components/toaster.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SONNER_ELSEWHERE, CLASS_MERGING] }],
    },
  },
  {
    files: ['src/client/lib/toast.ts', 'src/client/components/toaster.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [CLASS_MERGING] }] },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every word a page shows comes from the catalogs (src/shared/i18n/locales): text in JSX and
    // the attributes people read or hear. Named exceptions carry a disable comment saying why.
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/**/*.test.tsx', 'src/client/**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label'],
          },
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: NAMED_FOLDERS,
    ignores: NAMED_ELSEWHERE,
    plugins: { local: { rules: { 'kebab-case-paths': kebabCasePaths } } },
    rules: { 'local/kebab-case-paths': 'error' },
  },
  {
    files: ['{src,scripts,tests}/**/*.{css,html,json,md,sh,sql,svg,txt}'],
    ignores: NAMED_ELSEWHERE,
    languageOptions: { parser: namesOnlyParser },
  },
);
