// Shared Playwright fixtures: `checkA11y` runs axe-core on the current page and fails on any violation.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';

export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Axe judges what a visitor sees once the page has settled: scroll-reveal sections (src/client/components/
  // reveal.tsx) that are still hidden or mid-fade, or a form still drawn faded and inert while the page
  // hydrates and prepares it (the concern form's "Preparing Form..."), would read as low-contrast text.
  await page
    .waitForFunction(
      () =>
        (!document.querySelector('#router-data, [data-island]') ||
          document.documentElement.dataset.hydrated === 'true') &&
        // A form still faded and inert, not any inert element: the carousel's hidden slides stay inert for good,
        // and waiting for them to go made every check on the home page sit out the whole time-out.
        !document.querySelector('main [inert] form, main form[inert]') &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
        [...document.querySelectorAll('.reveal')].every(
          (el) =>
            el.getAttribute('data-revealed') === 'true' &&
            el.getAnimations().every((a) => a.playState !== 'running'),
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until a server-rendered page has hydrated (src/client/app/app.tsx marks <html data-hydrated>): its
 * buttons are drawn before they work, so a click that comes first would be lost. Pages rendered in the
 * browser only (no router data block) are ready at once; with JavaScript off the wait gives up quietly.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('#router-data, [data-island]') ||
        document.documentElement.dataset.hydrated === 'true',
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

const baseTest = base.extend<{ checkA11y: (options?: { exclude?: string[] }) => Promise<void> }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  checkA11y: async ({ page }, use) => {
    await use((options) => expectNoA11yViolations(page, options));
  },
});

// ── Administrator portal ────────────────────────────────────────────────────────────────────────────
/** Where the admin portal keeps its session token (session storage, docs/product/admin-portal.md#data). */
export const ADMIN_TOKEN_KEY = 'campus_admin_token';

export interface AdminAccount {
  id: number;
  email: string;
  password: string;
  office: string;
}

/** Signs in through the API and returns the session token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password, admin: true } });
  const body = (await res.json()) as { ok: boolean; token?: string; message?: string };
  if (!body.ok || !body.token) throw new Error(`Sign-in of ${email} failed: ${body.message ?? res.status()}`);
  return body.token;
}

let accountSeq = 0;
/** Creates an active office admin through the superadmin API (office_id 2 is bsit). */
export async function createOfficeAdmin(
  request: APIRequestContext,
  options: { officeId?: number; office?: string; prefix?: string } = {},
): Promise<AdminAccount> {
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const email = `${options.prefix ?? 'office-admin'}-${Date.now().toString(36)}-${process.pid}-${++accountSeq}@campus.test`;
  const password = 'Office4dmin';
  const res = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      email,
      first_name: 'Olivia',
      middle_name: '',
      last_name: 'Reyes',
      password,
      password_confirm: password,
      role: 'admin',
      office_id: options.officeId ?? 2,
    },
  });
  const body = (await res.json()) as { ok: boolean; id?: number; message?: string };
  if (!body.ok || body.id === undefined) throw new Error(`Creating ${email} failed: ${body.message}`);
  return { id: body.id, email, password, office: options.office ?? 'bsit' };
}

/** Deletes, as the superadmin, every campus alert whose message contains `text` (a test's own alerts). */
export async function deleteAlertsMentioning(request: APIRequestContext, text: string): Promise<void> {
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/admin/site/alerts', { headers })).json()) as {
    alerts: { id: number; message: string }[];
  };
  for (const a of list.alerts)
    if (a.message.includes(text)) await request.delete(`/api/admin/site/alerts/${a.id}`, { headers });
}

/** Puts a token into the page's session storage once, before the app's scripts run. */
export async function signInPage(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('__e2e_seeded') || !key || !value) return;
      window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem('__e2e_seeded', '1');
    },
    [ADMIN_TOKEN_KEY, token],
  );
}

/**
 * Opens `path` the way a client-side navigation inside the React application does: the page at `from` is
 * loaded and hydrated, then the router moves to `path` and the browser fetches that page's data itself. A
 * first load arrives with its data already rendered by the server, so tests of the browser's loading and error
 * states start here. The public pages are islands pages without a client router
 * (docs/decisions/0026-public-pages-as-islands.md); the portal's sign-in screen runs the whole application and
 * has no side effects (the concern form would send its visit log). A signed-in page must start elsewhere: the
 * sign-in screen then moves on to the dashboard by itself.
 */
/**
 * A public page still drawn by the React application (not islands: docs/decisions/0026-public-pages-as-islands.md),
 * for tests that navigate inside the application to a page the server would otherwise draw.
 */
export const REACT_APP_PAGE = '/quick-links/citizens-charter';

export async function openInTheBrowser(
  page: Page,
  path: string,
  from = '/administrator/login',
): Promise<void> {
  await page.goto(from);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

export const test = baseTest.extend<{
  /** The page, signed in as the superadmin (super@campus.test). */
  superadminPage: Page;
  /** A fresh BSIT office admin created for this test. */
  officeAdmin: AdminAccount;
  /** The page, signed in as `officeAdmin`. */
  adminPage: Page;
}>({
  superadminPage: async ({ page, request }, use) => {
    await signInPage(page, await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password));
    await use(page);
  },
  officeAdmin: async ({ request }, use) => {
    await use(await createOfficeAdmin(request));
  },
  adminPage: async ({ page, request, officeAdmin }, use) => {
    await signInPage(page, await apiLogin(request, officeAdmin.email, officeAdmin.password));
    await use(page);
  },
});

export { expect };
