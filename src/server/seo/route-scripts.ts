// The scripts of a rendered page's routes, read from the list the build writes (.vite/route-scripts.json,
// vite.config.ts): the browser is told about the page's own script with the entry's, instead of after the entry
// has run and asked for it.
import fs from 'node:fs';
import path from 'node:path';

export type RouteScripts = (modules: readonly string[]) => readonly string[];

/** The addresses of the scripts of `modules` (page source files); none when the build wrote no list. */
export function loadRouteScripts(clientDir: string): RouteScripts {
  let scripts: Record<string, string[]> = {};
  try {
    scripts = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'route-scripts.json'), 'utf8'));
  } catch {
    // An older or partial build: pages still work, the browser just finds the scripts later.
  }
  const urls = new Map<string, readonly string[]>();
  return (modules) => {
    const key = modules.join('|');
    let list = urls.get(key);
    if (list === undefined) {
      list = [...new Set(modules.flatMap((m) => scripts[m] ?? []))].map((f) => `/${f}`);
      urls.set(key, list);
    }
    return list;
  };
}
