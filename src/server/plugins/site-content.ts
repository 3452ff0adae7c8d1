// The public site content (alert, events, vacancies, facts, slides, contacts, quick links), read once and kept
// in memory until a content change reaches this instance through the change bus (or a minute passes, in case
// a change was missed). Which alert is active and which events are past is worked out per request from
// app.clock, so an alert appears and disappears at its times without any write.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContent } from '../../shared/contract/site.ts';
import { clockStamp, publicView, readSnapshot, type SiteSnapshot } from '../services/site-content.ts';

const SNAPSHOT_TTL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    siteContent: {
      /** What public pages show now (GET /api/site, feeds, page heads). */
      view(): Promise<SiteContent>;
      snapshot(): Promise<SiteSnapshot>;
      /** Changes when an alert starts or ends or the campus date turns (services/site-content.ts). */
      clockStamp(): Promise<string>;
    };
  }
}

export default fp(
  async function siteContent(app: FastifyInstance) {
    let cached: { at: number; generation: number; value: Promise<SiteSnapshot> } | undefined;
    let generation = 0;
    app.articleEvents.onChange((change) => {
      if (change.kind !== 'content') return;
      generation++;
      cached = undefined;
    });
    const snapshot = (): Promise<SiteSnapshot> => {
      const now = Date.now();
      if (cached && cached.generation === generation && now - cached.at < SNAPSHOT_TTL_MS)
        return cached.value;
      const entry = { at: now, generation, value: readSnapshot(app.db.kysely, app.clock.now()) };
      cached = entry;
      // A failed read is not kept; a read that started before a change is not kept either.
      entry.value.then(
        () => {
          if (entry.generation !== generation && cached === entry) cached = undefined;
        },
        () => {
          if (cached === entry) cached = undefined;
        },
      );
      return entry.value;
    };
    app.decorate('siteContent', {
      snapshot,
      view: async () => publicView(await snapshot(), app.clock.now()),
      clockStamp: async () => clockStamp(await snapshot(), app.clock.now()),
    });
  },
  { name: 'site-content', dependencies: ['article-events', 'db', 'config'] },
);
