// <link rel="modulepreload"> for the scripts of a rendered page's routes, read from the list the build writes
// (.vite/route-scripts.json, vite.config.ts): the browser fetches the page's own script while it parses the
// HTML, instead of after the entry script has run and asked for it.
import fs from 'node:fs';
import path from 'node:path';

export type RouteScripts = (modules: readonly string[]) => string;

/** Link tags for the scripts of `modules` (page source files); nothing when the build wrote no list. */
export function loadRouteScripts(clientDir: string): RouteScripts {
  let scripts: Record<string, string[]> = {};
  try {
    scripts = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'route-scripts.json'), 'utf8'));
  } catch {
    // An older or partial build: pages still work, the browser just finds the scripts later.
  }
  const tags = new Map<string, string>();
  return (modules) => {
    const key = modules.join('|');
    let html = tags.get(key);
    if (html === undefined) {
      const files = [...new Set(modules.flatMap((m) => scripts[m] ?? []))];
      html = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
      tags.set(key, html);
    }
    return html;
  };
}
