import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium against a server started on a fresh SQLite database.
const port = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://127.0.0.1:${port}`;
/** The test mail server (tests/support/smtp-sink.ts): SMTP for the site, JSON of what arrived for the tests. */
const smtpPort = port + 7;
export const E2E_MAIL_URL = `http://127.0.0.1:${port + 8}/messages`;

/**
 * Every spec runs in both projects (375 px phone, 1280 px desktop) unless it is listed here: these test
 * behaviour that is the same at both widths (forms, access, sanitising, staff screens whose narrow layout
 * the specs in both projects cover) or set their own viewport, so one run says all they can. Public forms
 * visitors fill in on phones run on the phone, the rest on the desktop. A spec whose page differs by width
 * (menus, layout fit, home, article, lists, directories, charter, search, the editor) is not listed.
 */
const PHONE_ONLY = ['concern-form', 'careers', 'content-pages', 'office-pages', 'portal-phone-tasks'];
const DESKTOP_ONLY = [
  'admin-login',
  'admin-two-factor',
  'admin-users',
  'article-checks',
  'article-content-security',
  'article-external-requests',
  'article-view-stats',
  'concern-cases',
  'concern-monitor',
  'content-clobbering',
  'csp-violations',
  'foundation',
  'header-navigation',
  'html-validity',
  'monitor',
  'share-links',
  'sign-in-forms-no-js',
  'site-content',
  'xss-corpus',
];
const specs = (names: string[]) => names.map((n) => `**/${n}.spec.ts`);

export const E2E_SUPERADMIN = { email: 'super@campus.test', password: 'Sup3rSecret9' };
export const E2E_MONITOR_PASSWORD = 'Monit0rPassword';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // CI retries a failed test once so that a test which fails and then passes is reported by name as flaky, and
  // failOnFlakyTests makes that a failed run: a flaky test is a bug to fix, not one to hide behind a retry.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: {
    baseURL,
    // Recording a trace of every test (DOM snapshots and a screencast, kept only on failure) cost a fifth of
    // the suite's time; in CI the retry of a failed test records one, which is where it is read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, browserName: 'chromium' },
      testIgnore: specs(DESKTOP_ONLY),
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 900 }, browserName: 'chromium' },
      testIgnore: specs(PHONE_ONLY),
    },
  ],
  webServer: [
    {
      command: 'node tests/support/smtp-sink.ts',
      url: E2E_MAIL_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_PORT: String(smtpPort), HTTP_PORT: String(port + 8) },
    },
    {
      command: 'node scripts/e2e-server.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: E2E_SUPERADMIN.email,
        ADMIN_PASSWORD: E2E_SUPERADMIN.password,
        MONITOR_PASSWORD: E2E_MONITOR_PASSWORD,
        SEED_DEMO: 'true',
        // Every browser test signs in from 127.0.0.1: the wrong-password tests of one run must not lock the
        // address out for the tests that come after them.
        LOGIN_FAILURES_PER_IP: '1000',
        // A run sends many concerns: the site's hourly acknowledgement limit must not withhold the mail a
        // later test waits for.
        ACK_MAIL_PER_HOUR: '100000',
        LOG_LEVEL: 'warn',
        CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'SMSU San Isidro <noreply@campus.test>',
      },
    },
  ],
});
