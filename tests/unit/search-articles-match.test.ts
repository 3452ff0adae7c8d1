// The count line of the search page (src/client/features/search/lib/articles-match.ts).
import { describe, expect, it } from 'vitest';
import { articlesMatch } from '../../src/client/features/search/lib/articles-match.ts';
import { SEARCH_MAX_RESULTS } from '../../src/shared/contract/search.ts';

const reply = (total: number, more = false) => ({
  pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) },
  more_articles: more,
});

describe('the count line of the search page', () => {
  it('says none, one or how many match', () => {
    expect(articlesMatch(reply(0), 'rice')).toBe('No articles match “rice”.');
    expect(articlesMatch(reply(1), 'rice')).toBe('1 article matches “rice”.');
    expect(articlesMatch(reply(37), 'rice')).toBe('37 articles match “rice”.');
  });

  it('says "More than" when more match than are ranked', () => {
    expect(articlesMatch(reply(SEARCH_MAX_RESULTS, true), 'campus')).toBe(
      'More than 1,000 articles match “campus”.',
    );
    expect(articlesMatch(reply(SEARCH_MAX_RESULTS), 'campus')).toBe('1,000 articles match “campus”.');
  });
});
