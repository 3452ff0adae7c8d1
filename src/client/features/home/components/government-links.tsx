// Government links and transparency seals (docs/product/public-site.md#pages).
import { ExternalLink } from 'lucide-react';
import { siteConfig } from '../../../../../config/site.ts';
import { homePage } from '../../../../../content/pages/home.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';
import { siteImage } from '../../../lib/image-url.ts';

const sealImages = ['seal-foi.svg', 'seal-bagong-pilipinas.svg', 'seal-transparency.svg'];

export function GovernmentLinks() {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_auto] lg:items-center">
      <div>
        <h2
          id="government-title"
          className="text-sm font-semibold tracking-[0.16em] text-slate-700 uppercase"
        >
          {homePage.governmentTitle}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {siteConfig.governmentLinks.map((l) => (
            <li key={l.url}>
              <NewTabLink
                href={l.url}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 transition hover:border-brand-300 hover:text-brand-800"
              >
                {l.label}
                <ExternalLink aria-hidden="true" className="size-3.5 text-slate-500" />
              </NewTabLink>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="text-sm font-semibold tracking-[0.16em] text-slate-700 uppercase">
          {homePage.sealsTitle}
        </h2>
        <ul className="mt-4 flex flex-wrap items-center gap-4 sm:gap-6">
          {siteConfig.transparencySeals.map((seal, i) => {
            const external = /^https?:/.test(seal.url);
            return (
              <li key={seal.label}>
                <a
                  href={seal.url}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="block rounded-full transition hover:scale-105 motion-reduce:hover:scale-100"
                >
                  <img
                    src={siteImage(sealImages[i] ?? 'seal-transparency.svg')}
                    alt={seal.label}
                    width={88}
                    height={88}
                    loading="lazy"
                    decoding="async"
                    className="size-20 sm:size-22"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
