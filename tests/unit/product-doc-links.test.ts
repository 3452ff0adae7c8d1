// Comments point to the product description in docs/product/ by heading: every such link must lead to a heading
// that exists, and no comment may cite a document the repository does not hold ("spec §n", "DESIGN §n").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|css|html)$/.test(name) ? [full] : [];
  });
}

/** GitHub's heading anchors: lower case, spaces to hyphens, punctuation dropped. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(root, 'docs/product', doc), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
}

const sources = ['src', 'tests', 'scripts', 'bench'].flatMap((dir) => filesUnder(path.join(root, dir)));

describe('product documentation links', () => {
  it('lead only to headings that exist', () => {
    const broken: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      // A link names its file once, then may list further headings of the same file: `a.md#x, #y`.
      for (const m of text.matchAll(/docs\/product\/([a-z-]+\.md)((?:#[a-z0-9-]+)?(?:, #[a-z0-9-]+)*)/g)) {
        const doc = m[1] ?? '';
        let anchors: Set<string>;
        try {
          anchors = anchorsOf(doc);
        } catch {
          broken.push(`${path.relative(root, file)}: ${doc} does not exist`);
          continue;
        }
        for (const a of (m[2] ?? '').match(/#[a-z0-9-]+/g) ?? []) {
          if (!anchors.has(a.slice(1))) broken.push(`${path.relative(root, file)}: ${doc}${a}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('replace every citation of documents outside the repository', () => {
    const outside = sources
      .filter((file) => !file.endsWith('product-doc-links.test.ts'))
      .filter((file) => /(spec|DESIGN)\s*(public|admin)?\s*§/i.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(outside).toEqual([]);
  });
});
