// What the change bus carries (plugins/article-events.ts): writes announce changes, readers (list caches,
// rendered pages, reply cache, sitemap, search index, image memos) drop what they kept.
export type ArticleChange =
  | {
      kind: 'created' | 'updated' | 'deleted' | 'privacy' | 'published';
      articleId: number;
      office: string;
    }
  /** Site content (alerts, events, vacancies, facts, slides, contacts, …) changed: `area` names which. */
  | { kind: 'content'; area: string }
  /** A stored image was deleted: every instance forgets its resized copies and its existence memo. */
  | { kind: 'media'; id: string };

/** How a service announces a change (AppContext.emit). */
export type EmitChange = (change: ArticleChange) => void;
