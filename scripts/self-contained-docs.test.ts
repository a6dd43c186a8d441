import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository has to explain itself: a newcomer who clones it has no product brief, design
// notes, style guide or issue tracker of ours, so code, tests, configuration and docs must not
// send them to one. Reasons go into the text itself or into docs/product.md and docs/decisions.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders scanned in full, and single files at the root. */
const FOLDERS = ['src', 'scripts', 'tests', 'docs', '.ci'];
const ROOT_FILES = [
  'README.md',
  'package.json',
  'eslint.config.js',
  'vite.config.ts',
  'playwright.config.ts',
  'drizzle.config.ts',
  'tsconfig.json',
  'Dockerfile',
  '.dockerignore',
  '.gitignore',
  '.prettierignore',
];
/** Installed or binary: nothing we write by hand. */
const SKIPPED = new Set(['node_modules', '.git']);
const BINARY = /\.(png|jpe?g|webp|gif|ico|woff2?|wasm|gz)$/i;

// Assembled from pieces so that this file does not match its own pattern.
const md = (name: string) => `${name}\\.md`;
const CITATION = new RegExp(
  [
    md('SP' + 'EC'),
    md('DES' + 'IGN'),
    md('STY' + 'LE'),
    // The folder beside the repository that held those files. A relative import of our own
    // src/shared (its api or rules folder, the page table) is allowed.
    '\\.\\./' + 'shared(?!/(?:api|rules|page-routes)\\b)',
    '/work/' + 'shared',
    // A section sign with a number: a reference to a numbered section of a document we lack.
    '\u00a7' + ' ?\\d',
    // An issue number, with or without '#': the tracker is not part of the repository.
    '\\bissue' + 's? #?\\d',
    // A numbered principle or convention: items of the missing design notes and style guide.
    '\\b(?:princi' + 'ple|conven' + 'tion) \\d',
  ].join('|'),
  'i',
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() && !BINARY.test(entry.name) ? [full] : [];
  });
}

function scannedFiles(): string[] {
  const folders = FOLDERS.map((folder) => path.join(root, folder)).filter((folder) =>
    statSync(folder, { throwIfNoEntry: false })?.isDirectory(),
  );
  const files = ROOT_FILES.map((file) => path.join(root, file)).filter((file) =>
    statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
  return [...folders.flatMap(filesUnder), ...files];
}

/** `file:line: text` for every line that cites something a clone does not contain. */
export function findCitations(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        CITATION.test(line)
          ? [`${path.relative(root, file)}:${index + 1}: ${line.trim().slice(0, 160)}`]
          : [],
      ),
  );
}

/** The anchors GitHub gives the headings of a Markdown file ('## Wait times' -> 'wait-times'). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = markdown
    .split('\n')
    .flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.slice(1) ?? [])
    .map((title) =>
      title
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}_ -]/gu, '')
        .replace(/ /g, '-'),
    );
  return new Set(anchors);
}

/** The file and the anchor of every pointer into docs/product.md that leads nowhere. */
function brokenProductLinks(files: readonly string[]): string[] {
  const product = path.join(root, 'docs', 'product.md');
  const anchors = headingAnchors(readFileSync(product, 'utf8'));
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const cited = [...text.matchAll(/product\.md#([\w-]+)/g)].map((m) => m[1]!);
    // Inside product.md itself, the contents list links to its own headings.
    if (file === product) cited.push(...[...text.matchAll(/\]\(#([\w-]+)\)/g)].map((m) => m[1]!));
    return cited
      .filter((anchor) => !anchors.has(anchor))
      .map((anchor) => `${path.relative(root, file)}: docs/product.md#${anchor}`);
  });
}

describe('the repository explains itself', () => {
  it('scans the sources, tests, scripts, docs and root configuration', () => {
    const scanned = scannedFiles().map((file) => path.relative(root, file));
    expect(scanned).toContain('src/server/app.ts');
    expect(scanned).toContain('docs/product.md');
    expect(scanned).toContain('eslint.config.js');
    expect(scanned).toContain(path.join('scripts', 'self-contained-docs.test.ts'));
  });

  it('recognises a citation of the missing documents or the issue tracker', () => {
    const cited = [
      '// The wait rule (' + 'SPEC' + '.md section 4).',
      '// As the tracker asked (Issue' + ' #12).',
      '/* see ../' + 'shared/DESIGN notes */',
      '// ' + '\u00a7' + '9: constants',
    ];
    for (const line of cited) expect(CITATION.test(line), line).toBe(true);
    const fine = [
      "import { providerSchema } from '../" + "shared/api/providers';",
      'await issueReplyLinks(tx, secret, created);',
      '// See docs/product.md#reminders.',
    ];
    for (const line of fine) expect(CITATION.test(line), line).toBe(false);
  });

  it('cites no document or issue that a clone does not contain', () => {
    expect(findCitations(scannedFiles())).toEqual([]);
  });

  it('points into docs/product.md only at headings that exist', () => {
    expect(brokenProductLinks(scannedFiles())).toEqual([]);
  });
});
