// Contact Us (docs/product/public-site.md#pages): address, e-mail, phone and the offices' social pages from the Site area; with the
// careers call to action beside it on wide screens.
import { ArrowRight, Briefcase, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { siteConfig } from '../../../../../config/site.ts';
import { homePage } from '../../../../../content/pages/home.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';
import { telHref, useSiteBlocks, useSiteContent } from '../../../lib/use-site-content.ts';

export function ContactSection() {
  const contacts = useSiteBlocks().contacts;
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
        {homePage.contactEyebrow}
      </p>
      <h2 id="contact-title" className="mt-1 heading-2 text-slate-900">
        {homePage.contactTitle}
      </h2>
      <p className="mt-3 text-slate-600">{homePage.contactIntro}</p>
      <ul className="mt-6 space-y-2">
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span className="text-slate-800">
            {contacts.address}
            <span className="block text-sm text-slate-600">{siteConfig.campus_name}</span>
          </span>
        </li>
        <li className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <a
            href={`mailto:${contacts.email}`}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {contacts.email}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <a
            href={telHref(contacts.phone)}
            className="inline-flex min-h-11 items-center text-slate-800 hover:text-brand-700"
          >
            {contacts.phone}
          </a>
        </li>
      </ul>
      <h3 className="mt-8 text-sm font-semibold text-slate-900">Follow our offices</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {contacts.social.map((s) => (
          <li key={`${s.label}|${s.url}`}>
            <NewTabLink
              href={s.url}
              className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-2 text-sm font-medium text-slate-800 transition hover:border-brand-300 hover:bg-brand-50"
            >
              {s.label}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            </NewTabLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CareersCallToAction() {
  const c = homePage.careers;
  const vacancies = useSiteContent().data?.vacancies;
  return (
    <div className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-64 rounded-full bg-gradient-to-br from-gold-400/40 to-transparent blur-2xl"
      />
      <span className="grid size-12 place-items-center rounded-2xl bg-white/10 text-gold-400">
        <Briefcase aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-6 text-xs font-semibold tracking-[0.16em] text-gold-400 uppercase">{c.eyebrow}</p>
      <h2 id="careers-title" className="mt-1 heading-2">
        {c.title}
      </h2>
      <p className="mt-3 text-brand-100">{c.text}</p>
      {vacancies?.length === 0 && (
        <p className="mt-4 text-brand-50">
          <strong className="block font-semibold text-gold-400">{c.noOpenings}</strong>
          {c.noOpeningsHint}
        </p>
      )}
      <div className="mt-auto pt-8">
        <Link to="/careers" className="btn btn-gold">
          {c.action}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
