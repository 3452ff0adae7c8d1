// Campus events at /events, end to end at both widths and axe-clean: an event added in the portal is listed
// under Upcoming events, in the month view and under its office's filter (a plain GET form), with the
// calendar subscription of that office, with the picture uploaded for it; moved to a past date in the portal,
// it is listed under Past events.
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { png } from '../support/image-fixtures.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { withSiteLock } from './site-lock.ts';

const manilaDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const shots = process.env.VISITOR_SHOTS;

test('an event edited in the portal moves from Upcoming to Past events on /events', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  test.slow();
  const title = `Agriculture fair (${testInfo.project.name})`;
  const day = manilaDay(40);
  await withSiteLock(async () => {
    try {
      await page.goto('/administrator/site/events');
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Office').selectOption('bsa');
      await page.getByLabel(/^Date/).fill(day);
      await page.getByLabel('Start time').fill('08:00');
      await page.getByRole('textbox', { name: /^Place/ }).fill('Demonstration Farm, Building C');
      await page.getByLabel('Description').fill('Seedlings, produce and farm machines of the BSA students.');
      await page
        .getByLabel('Picture', { exact: true })
        .setInputFiles({ name: 'fair.png', mimeType: 'image/png', buffer: await png(640, 360) });
      await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
      // A picture needs its description: the refusal is next to the field and keeps what was typed.
      await page.getByRole('button', { name: 'Add event' }).click();
      await expect(page.getByText('Describe the picture for people who cannot see it')).toBeVisible();
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await page.getByLabel('Describe the picture').fill('Rows of seedlings on tables under a tent');
      await checkA11y();
      if (shots)
        await page.screenshot({
          path: `${shots}/events-portal-${testInfo.project.name}.png`,
          fullPage: true,
        });
      await page.getByRole('button', { name: 'Add event' }).click();
      await expect(page.getByRole('dialog', { name: 'Success' })).toContainText('The event was added');

      // The first response already lists it (server-rendered).
      const html = await (await page.request.get('/events')).text();
      expect(html).toContain(title);

      await page.goto('/');
      const allEvents = page.getByRole('link', { name: 'All campus events' });
      await allEvents.scrollIntoViewIfNeeded();
      await allEvents.click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Campus events' })).toBeVisible();
      const upcoming = page.getByRole('region', { name: 'Upcoming events' });
      await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
      await expect(upcoming.getByText('Demonstration Farm, Building C')).toBeVisible();
      const picture = upcoming.getByRole('img', { name: 'Rows of seedlings on tables under a tent' });
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveJSProperty('complete', true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await checkA11y();
      if (shots)
        await page.screenshot({ path: `${shots}/events-${testInfo.project.name}.png`, fullPage: true });

      // The office filter is a GET form; the subscription follows it.
      await page
        .getByLabel('Show the events of')
        .selectOption({ label: 'Bachelor of Science in Agriculture' });
      await page.getByRole('button', { name: 'Show events' }).click();
      await expect(page).toHaveURL(/\/events\?office=bsa$/);
      await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
        'href',
        /^webcal:\/\/[^/]+\/events\.ics\?office=bsa$/,
      );
      const feed = await page.request.get('/events.ics?office=bsa');
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(await feed.text()).toContain(`SUMMARY:${title}`);

      // The month view of the event's month names it (in the day on a wide screen, under the table on a phone).
      await page.goto(`/events?office=bsa&month=${day.slice(0, 7)}`);
      const month = page.getByRole('region', { name: /^Month view/ });
      await expect(
        month.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }),
      ).toBeVisible();
      await checkA11y();
      if (shots) await month.screenshot({ path: `${shots}/events-month-${testInfo.project.name}.png` });

      // Moved to a past date in the portal, it is listed under Past events.
      await page.goto('/administrator/site/events');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      await page.getByLabel(/^Date/).fill(manilaDay(-3));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
      await page.goto('/events?office=bsa');
      await expect(
        page.getByRole('region', { name: 'Past events' }).getByRole('heading', { name: title }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Upcoming events' }).getByRole('heading', { name: title }),
      ).toHaveCount(0);
      await checkA11y();
    } finally {
      const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
      const headers = { Authorization: `Bearer ${token}` };
      const list = (await (await page.request.get('/api/admin/site/events', { headers })).json()) as {
        events: { id: number; title: string }[];
      };
      for (const e of list.events)
        if (e.title === title) await page.request.delete(`/api/admin/site/events/${e.id}`, { headers });
    }
  });
});
