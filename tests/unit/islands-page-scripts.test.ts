// Which scripts a rendered page gets (docs/decisions/0026-public-pages-as-islands.md): an islands page the islands
// entry and no router data; a page of the React application its entry and router data; an islands page drawn
// while one of its loads failed the React application, which fetches the missing part in the browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerRenderer, type ServerRenderer } from '../../src/server/seo/server-render.ts';

const TEMPLATE = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js"><link rel="stylesheet" href="/assets/index.css"></head>
<body><div id="root"></div></body></html>`;

// Stands in for the build's server bundle: the page is an islands page when its address says so, and is drawn
// with the data its module loaded.
const BUNDLE = `export async function render(request, { pageData }) {
  const url = new URL(request.url);
  return {
    kind: 'page', status: 200, html: '<main>Drawn ' + url.pathname + ' ' + JSON.stringify(pageData) + '</main>',
    data: '{"x":1}', modules: [], islands: url.pathname.startsWith('/islands'),
  };
}
`;

describe('the scripts of a rendered page', () => {
  let dir: string;
  let renderer: ServerRenderer;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-scripts-'));
    fs.mkdirSync(path.join(dir, 'ssr'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), BUNDLE);
    fs.writeFileSync(
      path.join(dir, '.vite', 'islands-manifest.json'),
      JSON.stringify({
        'src/client/islands/main.ts': { file: 'assets/islands-C.js', isEntry: true, imports: ['_compat'] },
        _compat: { file: 'assets/compat-D.js' },
      }),
    );
    const loaded = await loadServerRenderer(dir);
    if (!loaded) throw new Error('no renderer');
    renderer = loaded;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const data = { part: { data: 1 } };
  const draw = (url: string, complete: boolean) =>
    renderer.renderInto(TEMPLATE, url, { data, complete }, false, 'http://campus.test');

  it('an islands page loads the islands entry and carries no router data', async () => {
    const page = await draw('/islands/page', true);
    expect(page?.html).toContain(`<main>Drawn /islands/page ${JSON.stringify(data)}</main>`);
    expect(page?.html).toContain('data-scripts="/assets/islands-C.js /assets/compat-D.js"');
    expect(page?.html).not.toContain('index-A.js');
    expect(page?.html).not.toContain('router-data');
  });

  it('a page of the React application loads its entry and router data', async () => {
    const page = await draw('/app/page', true);
    expect(page?.html).toContain('data-scripts="/assets/index-A.js /assets/react-B.js"');
    expect(page?.html).toContain('<script type="application/json" id="router-data">{"x":1}</script>');
  });

  it('an islands page drawn while a load failed gets the React application, which fetches it', async () => {
    const page = await draw('/islands/page', false);
    expect(page?.html).toContain('data-scripts="/assets/index-A.js /assets/react-B.js"');
    expect(page?.html).toContain('id="router-data"');
    expect(page?.html).not.toContain('islands-C.js');
  });
});
