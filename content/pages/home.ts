// Texts of the home page (spec public §2, Home page). Figures, events, captions and links are in config/site.ts.

export const homePage = {
  eyebrow: 'Sierra Madre State University',
  welcome: 'Welcome to the San Isidro Campus',
  intro:
    'A public campus in the heart of Aurora where future teachers, technologists and agriculturists learn from dedicated faculty, take part in research that serves farmers and fisherfolk, and grow into leaders for their communities.',
  /** The hero's primary button, before the spec's three. */
  applyButton: { label: 'How to apply', to: '/admissions' },
  buttons: [
    { label: 'About Our Campus', to: '/about' },
    { label: 'Our Faculty', to: '/faculty' },
    { label: 'Campus Staff', to: '/staff' },
  ],
  carouselLabel: 'Campus photos',
  carouselHint: { pointer: 'Click the image to view full size', touch: 'Tap the image to view full size' },

  quickFactsTitle: 'Quick facts',
  quickFactsIntro: 'The San Isidro Campus at a glance.',

  eventsTitle: 'Upcoming events',
  eventsIntro: 'Mark your calendar for these campus gatherings.',
  /** When nothing is ahead: the latest past events, never under "Upcoming". */
  recentEventsTitle: 'Recent events',
  recentEventsIntro: 'No upcoming events yet. Here is what happened lately.',
  noEventsTitle: 'Events',
  noEventsIntro: 'No upcoming events yet',
  eventsEmpty: 'No events are planned at the moment.',
  eventsEmptyHint: 'New campus events appear here as soon as the offices announce them.',

  newsTitle: 'Latest News',
  newsIntro: 'Stories from our offices, programmes, research and extension teams.',
  /** The spec's empty state of the home news (public §3). */
  newsEmpty: 'No news available.',

  quickLinksTitle: 'Quick Links',
  quickLinksIntro: 'Services and offices students and visitors use most.',

  contactEyebrow: 'Get in touch',
  contactTitle: 'Contact Us',
  contactIntro: 'Visit the campus, write to us, or follow our offices for announcements.',

  careers: {
    eyebrow: 'Careers',
    title: 'Join our faculty and staff',
    text: 'Teach, research and serve the province with a team that believes in public higher education. See the positions the campus is hiring for and how to apply.',
    action: 'Apply Now',
    /** Beside the spec's Apply Now while no vacancy is open, so the call to action promises nothing. */
    noOpenings: 'No openings right now',
    noOpeningsHint: 'See how to apply and what we offer, for when positions open.',
  },

  governmentTitle: 'Government links',
  sealsTitle: 'Transparency seals',
} as const;
