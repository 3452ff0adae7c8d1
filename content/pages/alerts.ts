// Texts of the campus alerts' pages (/alerts and /alerts/{id}, src/server/seo/alert-pages.ts).
import { siteConfig } from '../../config/site.ts';

export const alertsPage = {
  title: 'Campus alerts',
  lead: `Every alert ${siteConfig.campus_name} has posted: class suspensions, advisories and notices, with when each was posted, by which office, and its updates.`,
  intro:
    'Class suspensions, advisories and notices from the campus, the latest first. Each has its own page to share.',
  empty: 'No alerts have been posted.',
  /** Under each alert: how to tell the official notice from a copy. */
  official: (base: string) =>
    `This is the official page of this alert. Before you share a notice about the campus, check that its link starts with ${base}.`,
} as const;
