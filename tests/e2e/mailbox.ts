// What the test mail server (tests/support/smtp-sink.ts) received, for specs that follow a mailed link.
import { expect, type Page } from '@playwright/test';
import { E2E_MAIL_URL } from '../../playwright.config.ts';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export async function mailsFor(page: Page, address: string): Promise<Mail[]> {
  const res = await page.request.get(E2E_MAIL_URL);
  return ((await res.json()) as Mail[]).filter((m) => m.to.includes(address));
}

/** The path of the first `path` link in the `n`th mail (1-based) to `address`, once it has arrived. */
export async function mailedLink(page: Page, address: string, n: number, path: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const mails = await mailsFor(page, address);
    expect(mails.length).toBeGreaterThanOrEqual(n);
    link =
      new RegExp(`https?://[^/\\s]+(${path.replace('/', '\\/')}\\?t=[\\w.-]+)`).exec(
        mails[n - 1]?.text ?? '',
      )?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return link;
}
