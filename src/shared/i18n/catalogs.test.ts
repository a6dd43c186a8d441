import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES, type Language } from './languages';

// Guard rails on the catalogs: the same keys in every language (with each language's own plural
// forms), and no key that no code asks for.

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Variants i18next picks by `context`: 'whatIsSent_self' when the care is for the reader. */
const CONTEXT = /_self$/;
const ROOT = path.resolve(__dirname, '../../..');
const LOCALES_DIR = path.join(__dirname, 'locales');

/** Every catalog on disk, whoever reads it (browser or server): the names of its files. */
const NAMESPACES = readdirSync(path.join(LOCALES_DIR, 'en')).map((file) =>
  file.replace(/\.json$/, ''),
);

const catalogOf = (language: Language, namespace: string): object =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as object;

/** 'reply.aboutWeeks_one' for { reply: { aboutWeeks_one } }: the keys i18next looks up. */
function flatten(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value as object, `${prefix}${key}.`),
  );
}

/** Each key once, plural forms and contexts folded into their base key, with the forms found. */
function baseKeys(keys: string[]): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const key of keys) {
    const form = PLURAL.exec(key)?.[1];
    const base = (form ? key.slice(0, -form.length - 1) : key).replace(CONTEXT, '');
    const forms = bases.get(base) ?? new Set<string>();
    if (form) forms.add(form);
    bases.set(base, forms);
  }
  return bases;
}

/** The source files that may call t(): everything under src/ except tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// `t('key')`, `t('namespace:key')`, `<Trans i18nKey="key">`, and the `errors` catalog's typed
// helpers `errorMessage('key')` and `schemaError('key')`, with the namespace dropped: a key counts
// as used in whichever namespace holds it.
const usedKeys = new Set(
  sourceFiles(path.join(ROOT, 'src')).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /\b(?:(?:t|errorMessage|schemaError)\(\s*|i18nKey=)(['"])([^'"]+)\1/g,
      ),
    ].map((match) => match[2]!.replace(/^[a-z]+:/, '')),
  ),
);

describe.each(NAMESPACES)('the %s catalogs', (namespace) => {
  const keysOf = (language: Language) => baseKeys(flatten(catalogOf(language, namespace)));

  it('have the same keys in every language', () => {
    const [first, ...others] = LANGUAGES.map((language) => [...keysOf(language).keys()].sort());
    for (const keys of others) expect(keys).toEqual(first);
  });

  it.each(LANGUAGES)('give every plural key the plural forms of %s', (language) => {
    const needed = new Intl.PluralRules(LOCALES[language]).resolvedOptions().pluralCategories;
    for (const [key, forms] of keysOf(language)) {
      if (forms.size === 0) continue;
      expect({ key, forms: [...forms].sort() }).toEqual({ key, forms: [...needed].sort() });
    }
  });

  it('hold only keys that the code uses, as string literals', () => {
    const unused = [...keysOf('en').keys()].filter((key) => !usedKeys.has(key));
    expect(unused).toEqual([]);
  });
});

it('every key the code uses is in a catalog', () => {
  const known = new Set(
    NAMESPACES.flatMap((namespace) =>
      LANGUAGES.flatMap((language) => [
        ...baseKeys(flatten(catalogOf(language, namespace))).keys(),
      ]),
    ),
  );
  expect([...usedKeys].filter((key) => !known.has(key))).toEqual([]);
});
