import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` is only worth passing while its rules fire. Each bad sample here must be reported
// by exactly the rule meant for it, and a good sample by none. Samples are linted as text under
// paths inside src/ (no file is written), so the boundary rules judge them where they would live;
// an import cycle needs both files on disk, so that pair lives in fixtures/, which the normal lint
// ignores.

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesReporting(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const isModule = (name: string) => /\.tsx?$/.test(name) && !/\.(test|spec|d)\.tsx?$/.test(name);
const withoutExtension = (name: string) => name.replace(/\.tsx?$/, '');

/** Some real module directly in `folder`, so an import of it resolves as the rules need. */
function moduleIn(folder: string): string {
  const name = readdirSync(path.join(root, folder)).find(isModule);
  if (!name) throw new Error(`no module in ${folder}`);
  return withoutExtension(name);
}

/** Two features of one side that each have a module at their top level. */
function twoFeatures(side: 'client' | 'server'): [string, string] {
  const features = readdirSync(path.join(root, 'src', side, 'features')).filter((name) =>
    readdirSync(path.join(root, 'src', side, 'features', name)).some(isModule),
  );
  return [features[0]!, features[1]!];
}

/** A feature with a subfolder that holds a module, and that module's path from the feature. */
function featureWithSubfolder(side: 'client' | 'server'): [string, string] {
  const features = path.join(root, 'src', side, 'features');
  for (const feature of readdirSync(features)) {
    for (const entry of readdirSync(path.join(features, feature), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const module = readdirSync(path.join(features, feature, entry.name)).find(isModule);
      if (module) return [feature, `${entry.name}/${withoutExtension(module)}`];
    }
  }
  throw new Error(`no ${side} feature has a subfolder with a module`);
}

/** A server domain module that holds a module, and that module's path from domain/. */
function domainModule(): string {
  const domain = path.join(root, 'src', 'server', 'domain');
  const module = readdirSync(domain).find((name) =>
    readdirSync(path.join(domain, name)).some(isModule),
  );
  if (!module) throw new Error('no domain module holds a module');
  return `${module}/${moduleIn(`src/server/domain/${module}`)}`;
}

describe('lint rules', () => {
  it('report an import cycle (import-x/no-cycle)', async () => {
    const file = 'tests/lint/fixtures/cycle-a.ts';
    const code = readFileSync(path.join(root, file), 'utf8');
    expect(await rulesReporting(file, code)).toEqual(['import-x/no-cycle']);
  });

  it.each(['client', 'server'] as const)(
    'report a %s feature importing another feature by relative path',
    async (side) => {
      const [from, to] = twoFeatures(side);
      const code = `import '../${to}/${moduleIn(`src/${side}/features/${to}`)}';\n`;
      expect(await rulesReporting(`src/${side}/features/${from}/sample.ts`, code)).toEqual([
        'import-x/no-restricted-paths',
      ]);
    },
  );

  it.each(['client', 'server'] as const)(
    'report a %s feature importing another feature by alias',
    async (side) => {
      const [from, to] = twoFeatures(side);
      const code = `import '@${side}/features/${to}/${moduleIn(`src/${side}/features/${to}`)}';\n`;
      expect(await rulesReporting(`src/${side}/features/${from}/sample.ts`, code)).toEqual([
        'import-x/no-restricted-paths',
      ]);
    },
  );

  it('report the server importing browser code', async () => {
    const code = `import '@client/lib/${moduleIn('src/client/lib')}';\n`;
    expect(await rulesReporting('src/server/lib/sample.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('report the browser importing server code', async () => {
    const code = `import '@server/lib/${moduleIn('src/server/lib')}';\n`;
    expect(await rulesReporting('src/client/lib/sample.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it.each([
    ['by alias', (module: string) => `@server/domain/${module}`],
    ['by relative path', (module: string) => `../domain/${module}`],
  ])('report server/lib importing a domain rule %s', async (_how, specifier) => {
    const code = `import '${specifier(domainModule())}';\n`;
    expect(await rulesReporting('src/server/lib/sample.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it.each(['lib', 'domain/sample-rules'])(
    'report server/%s importing a feature',
    async (folder) => {
      const [feature] = twoFeatures('server');
      const code = `import '@server/features/${feature}/${moduleIn(`src/server/features/${feature}`)}';\n`;
      expect(await rulesReporting(`src/server/${folder}/sample.ts`, code)).toEqual([
        'import-x/no-restricted-paths',
      ]);
    },
  );

  it('report a page importing the toast library itself, not through lib/toast', async () => {
    const code =
      "import { toast } from 'sonner';\n\nexport const saved = () => toast.success('Saved');\n";
    expect(await rulesReporting('src/client/features/profile/sample.ts', code)).toEqual([
      'no-restricted-imports',
    ]);
    const through =
      "import { toast } from '@client/lib/toast';\n\nexport const saved = () => toast.success('Saved');\n";
    expect(await rulesReporting('src/client/features/profile/sample.ts', through)).toEqual([]);
  });

  it.each(['src/client/features/profile/sample.tsx', 'src/client/lib/toast.ts'])(
    'report %s merging classes at run time rather than through a variant',
    async (file) => {
      const code =
        "import { twMerge } from 'tailwind-merge';\n\nexport const wide = twMerge('p-4', 'p-6');\n";
      expect(await rulesReporting(file, code)).toEqual(['no-restricted-imports']);
      const joined =
        "import { cn } from '@client/lib/cn';\n\nexport const wide = cn('p-4', 'w-full');\n";
      expect(await rulesReporting(file, joined)).toEqual([]);
    },
  );

  it('report nothing for server/lib importing lib/ and db/', async () => {
    const code = [
      `import './${moduleIn('src/server/lib')}';`,
      `import '@server/db/${moduleIn('src/server/db')}';`,
      '',
    ].join('\n');
    expect(await rulesReporting('src/server/lib/good-sample.ts', code)).toEqual([]);
  });

  it('report nothing for a domain module importing lib/, db/, shared/ and another domain module', async () => {
    const code = [
      `import '@server/lib/${moduleIn('src/server/lib')}';`,
      `import '@server/db/${moduleIn('src/server/db')}';`,
      `import '@shared/api/${moduleIn('src/shared/api')}';`,
      `import '../${domainModule()}';`,
      '',
    ].join('\n');
    expect(await rulesReporting('src/server/domain/sample-rules/good-sample.ts', code)).toEqual([]);
  });

  it('report nothing for a server feature importing domain/ and lib/', async () => {
    const [feature] = twoFeatures('server');
    const code = [
      `import '@server/domain/${domainModule()}';`,
      `import '@server/lib/${moduleIn('src/server/lib')}';`,
      '',
    ].join('\n');
    expect(await rulesReporting(`src/server/features/${feature}/good-sample.ts`, code)).toEqual([]);
  });

  it.each([
    ['src/server/lib/sampleModule.ts', 'export const sample = 1;\n'],
    ['scripts/sample_script.ts', 'export const sample = 1;\n'],
    ['tests/Support/sample.ts', 'export const sample = 1;\n'],
    ['src/client/Sample.css', 'main { margin: 0; }\n'],
  ])('report a name that is not kebab-case: %s', async (file, code) => {
    expect(await rulesReporting(file, code)).toEqual(['local/kebab-case-paths']);
  });

  it.each([
    ['text', 'export const Sample = () => <p>Find care near you</p>;\n'],
    ['a label people hear', 'export const Sample = () => <button aria-label="Close" />;\n'],
    ['a placeholder', 'export const Sample = () => <input placeholder="ZIP code" />;\n'],
  ])('report words a page shows without the catalogs: %s', async (_what, code) => {
    expect(await rulesReporting('src/client/components/sample.tsx', code)).toEqual([
      'i18next/no-literal-string',
    ]);
  });

  it('report nothing for words from the catalogs and attributes nobody reads', async () => {
    const code = [
      "import { useTranslation } from 'react-i18next';",
      'export function Sample() {',
      "  const { t } = useTranslation('common');",
      '  return (',
      '    <button type="button" className="px-2" aria-hidden="true" aria-label={t(\'close\')}>',
      "      {t('close')}",
      '    </button>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await rulesReporting('src/client/components/sample.tsx', code)).toEqual([]);
  });

  it('report nothing for a feature importing its own subfolder, lib/ and shared/', async () => {
    const [feature, own] = featureWithSubfolder('client');
    const code = [
      `import './${own}';`,
      `import '@client/lib/${moduleIn('src/client/lib')}';`,
      `import '@shared/api/${moduleIn('src/shared/api')}';`,
      '',
    ].join('\n');
    expect(
      await rulesReporting(`src/client/features/${feature}/good-sample.routes.ts`, code),
    ).toEqual([]);
  });
});
