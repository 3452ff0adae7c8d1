// The home page's lower sections: latest news (an island), quick links, contact with the careers call to
// action, government links and seals (markup only).
import { Reveal } from '../../../components/reveal.tsx';
import { CareersCallToAction, ContactSection } from './contact-section.tsx';
import { GovernmentLinks } from './government-links.tsx';
import { LatestNewsIsland } from './latest-news.tsx';
import { QuickLinks } from './quick-links.tsx';

export function HomeLowerSections() {
  return (
    <>
      <Reveal aria-labelledby="news-title" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <LatestNewsIsland />
        </div>
      </Reveal>

      <Reveal aria-labelledby="quick-links-title" className="py-14 sm:py-20">
        <div className="container-page">
          <QuickLinks />
        </div>
      </Reveal>

      <Reveal aria-labelledby="contact-title" className="bg-brand-50/60 py-14 sm:py-20">
        <div className="container-page grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <ContactSection />
          <CareersCallToAction />
        </div>
      </Reveal>

      <Reveal aria-labelledby="government-title" className="border-t border-slate-200 py-12">
        <div className="container-page">
          <GovernmentLinks />
        </div>
      </Reveal>
    </>
  );
}
