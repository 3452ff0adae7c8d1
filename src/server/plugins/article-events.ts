// Article-change notifications: writes (admin articles) announce changes; readers (list caches, search index)
// subscribe. In-process only; each server instance keeps its own caches short-lived.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ArticleChange {
  kind: 'created' | 'updated' | 'deleted' | 'privacy';
  articleId: number;
  office: string;
}

export interface ArticleEvents {
  onChange(listener: (change: ArticleChange) => void): void;
  emitChange(change: ArticleChange): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    articleEvents: ArticleEvents;
  }
}

export default fp(
  async function articleEvents(app: FastifyInstance) {
    const listeners: Array<(c: ArticleChange) => void> = [];
    app.decorate('articleEvents', {
      onChange: (l) => void listeners.push(l),
      emitChange: (c) => {
        for (const l of listeners) l(c);
      },
    } satisfies ArticleEvents);
  },
  { name: 'article-events' },
);
