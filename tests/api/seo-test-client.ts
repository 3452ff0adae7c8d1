// A client directory for page tests that needs no build: the repository's index.html (the template the
// build starts from), so the head injection is tested on the real markup before `vite build` has run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function templateClientDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-client-'));
  fs.copyFileSync(path.resolve('index.html'), path.join(dir, 'index.html'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The href of the first <link> with this rel (and type, when given). */
export function linkHref(html: string, rel: string, type?: string): string | undefined {
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    if (attr('rel') === rel && (type === undefined || attr('type') === type)) return attr('href');
  }
  return undefined;
}

/** Every <link rel="alternate" type="application/rss+xml"> href. */
export function feedLinks(html: string): string[] {
  return (html.match(/<link\b[^>]*rel="alternate"[^>]*>/gi) ?? [])
    .filter((t) => t.includes('type="application/rss+xml"'))
    .map((t) => /href="([^"]*)"/.exec(t)?.[1] ?? '');
}
