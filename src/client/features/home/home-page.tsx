// The home page (docs/product/public-site.md#home), an islands page (docs/decisions/0035-home-page-as-islands.md):
// all of it is markup from the server; only the carousel, the quick facts' figures and the news tabs are
// islands, each loaded as it comes into view (the header and alert banner are the layout's islands). A new
// interactive part of home is an island of its own placed here (src/client/islands/island.tsx).
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { homePage } from '../../../../content/pages/home.ts';
import { Reveal } from '../../components/reveal.tsx';
import { island } from '../../islands/island.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { HomeCarousel } from './components/campus-carousel.tsx';
import { ConcernReceiptNotice } from './components/concern-receipt-notice.tsx';
import { HomeLowerSections } from './components/home-lower-sections.tsx';
import { QuickFacts } from './components/quick-facts.tsx';
import { UpcomingEvents } from './components/upcoming-events.tsx';

const ConcernReceiptIsland = island('concern-receipt', ConcernReceiptNotice);

export function Component() {
  usePageTitle('Home');
  return (
    <>
      <section
        aria-labelledby="welcome-title"
        className="hero-backdrop relative overflow-hidden bg-brand-900 text-white"
      >
        <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.05fr] lg:gap-14 lg:py-20">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">
              {homePage.eyebrow}
            </p>
            <h1
              id="welcome-title"
              className="mt-3 font-display text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {homePage.welcome}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{homePage.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={homePage.applyButton.to} className="btn btn-gold">
                {homePage.applyButton.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              {homePage.buttons.map((b) => (
                <Link key={b.to} to={b.to} className="btn btn-ghost-light">
                  {b.label}
                </Link>
              ))}
            </div>
          </div>
          <HomeCarousel />
        </div>
      </section>

      <Reveal aria-labelledby="quickfacts-title" className="bg-brand-50/60 py-14 sm:py-20">
        <div className="container-page">
          <QuickFacts />
        </div>
      </Reveal>

      <Reveal aria-labelledby="events-title" className="py-14 sm:py-20">
        <div className="container-page">
          <UpcomingEvents />
        </div>
      </Reveal>

      <HomeLowerSections />
      <ConcernReceiptIsland />
    </>
  );
}
