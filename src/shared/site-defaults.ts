// The site content of config/site.ts in the shapes of the shared contract: what a fresh install is seeded
// with (server), and what public pages show while the stored content is still on its way (client).
import { siteConfig } from '../../config/site.ts';
import type { EventInput, QuickFact, QuickLink, SiteBlocks, Slide } from './contract/site.ts';

/** The blocks every public page shows (the Admissions block is seeded by the server from its content file). */
export function configBlocks(): Omit<SiteBlocks, 'admissions'> {
  return {
    facts: siteConfig.quickFacts.map(
      (f): QuickFact => ({ label: f.label, value: f.value, note: 'note' in f ? f.note : null }),
    ),
    slides: siteConfig.carousel.map(
      (s): Slide => ({ image: `/images/site/carousel-${s.image}.svg`, caption: s.caption, alt: s.caption }),
    ),
    contacts: {
      address: siteConfig.address,
      email: siteConfig.contact_email,
      phone: siteConfig.contact,
      social: siteConfig.social.map((s) => ({ label: s.label, url: s.url })),
    },
    quick_links: siteConfig.quickLinks.map(
      (l): QuickLink => ({ label: l.label, url: l.url, external: l.external }),
    ),
  };
}

export function configEvents(): EventInput[] {
  return siteConfig.events.map((e) => ({
    title: e.title,
    office: e.office,
    date: e.date,
    start_time: null,
    end_date: null,
    end_time: null,
    place: e.place,
    description: e.description,
    image: null,
    image_alt: null,
  }));
}
