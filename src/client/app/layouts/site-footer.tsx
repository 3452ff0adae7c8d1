// Site footer from the site configuration (docs/product/public-site.md#home), with the current year in Manila.
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { siteConfig } from '../../../../config/site.ts';
import { campusToday } from '../../../shared/dates.ts';
import { telHref, useSiteBlocks } from '../../lib/use-site-content.ts';
import { footerNavigation, type NavLinkItem } from '../navigation.ts';

export function SiteFooter() {
  const contacts = useSiteBlocks().contacts;
  const year = campusToday().slice(0, 4);
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:py-16">
        <div>
          <div className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" width="44" height="44" className="size-11" loading="lazy" />
            <p className="leading-tight">
              <span className="block font-display text-lg font-bold text-white">{siteConfig.site_name}</span>
              <span className="block text-sm text-brand-200">{siteConfig.subtitle}</span>
            </p>
          </div>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100/90">{siteConfig.description}</p>
        </div>
        {footerNavigation.map((column) => (
          <FooterLinks key={column.title} title={column.title} links={column.links} />
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-1 text-sm lg:space-y-3">
            <li className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                {contacts.address}
                <span className="block text-brand-200">{siteConfig.town_province}</span>
              </span>
            </li>
            <li className="flex items-center gap-2.5">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
              <a className={FOOTER_LINK} href={`mailto:${contacts.email}`}>
                {contacts.email}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
              <a className={FOOTER_LINK} href={telHref(contacts.phone)}>
                {contacts.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-1 py-5 text-xs text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {siteConfig.campus_name}. All rights reserved.
          </p>
          <p>
            {siteConfig.town_province} ·{' '}
            <a className={FOOTER_LINK} href={`mailto:${contacts.email}`}>
              {contacts.email}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** 44 px tall on phones and tablets (touch); the usual line height once a pointer is likely. */
const FOOTER_LINK =
  'inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline lg:min-h-0';

function FooterLinks({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-3 text-sm md:mt-4 md:space-y-2.5">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={FOOTER_LINK}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
