// Quick Links (docs/product/public-site.md#pages): the Site area's quick links (five on a fresh install), opening in a new tab; one without an address (ISO
// Certified) is a plain card.
import { ArrowUpRight, BadgeCheck, FileText, GraduationCap, Landmark, Mail } from 'lucide-react';
import { homePage } from '../../../../../content/pages/home.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { useSiteBlocks } from '../../../lib/use-site-content.ts';

const icons = [Landmark, FileText, BadgeCheck, GraduationCap, Mail];

export function QuickLinks() {
  const links = useSiteBlocks().quick_links;
  return (
    <>
      <SectionHeading
        id="quick-links-title"
        eyebrow={homePage.quickLinksTitle}
        title={homePage.quickLinksIntro}
      />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
        {links.map((link, i) => {
          const Icon = icons[i] ?? ArrowUpRight;
          const body = (
            <>
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-700 group-hover:text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="mt-4 font-semibold text-slate-900">{link.label}</span>
            </>
          );
          const card =
            'group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition';
          return (
            <li
              key={`${link.label}|${link.url}`}
              className={i === links.length - 1 && links.length % 2 === 1 ? 'col-span-2 md:col-span-1' : ''}
            >
              {link.url ? (
                <NewTabLink
                  href={link.url}
                  className={`${card} hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md motion-reduce:hover:translate-y-0`}
                >
                  {body}
                  <ArrowUpRight aria-hidden="true" className="absolute top-5 right-5 size-4 text-slate-400" />
                </NewTabLink>
              ) : (
                <div className={card}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
