// The All campus news page (/news): every public article of every office, newest first.

export const newsIndexPage = {
  title: 'All campus news',
  eyebrow: 'Campus news',
  lead: 'News, research and extension proposals and completed projects from every office and program of the campus, newest first.',
  filtersLabel: 'Filter the news',
  officeLabel: 'Office or program',
  allOffices: 'All offices and programs',
  typeLabel: 'Kind of article',
  allTypes: 'All kinds',
  typeNames: { news: 'News', proposal: 'Proposals', completed: 'Completed projects' },
  searchLabel: 'Words in the title or summary',
  apply: 'Show articles',
  clear: 'Clear filters',
  rss: 'RSS feed of all news',
  none: 'No articles match these filters.',
  noneHint: 'Try another office or kind of article, fewer words, or clear the filters.',
  failed: 'The news could not be loaded. Please try again.',
  pagesLabel: 'News pages',
  /** The home page's link to this page. */
  homeLink: 'All campus news',
} as const;
