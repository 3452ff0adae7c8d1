// The campus events page (/events): upcoming events first, a month calendar, past events, a filter by
// office and the calendar subscription. The events themselves are kept by each office in the portal's
// Site area (Site content → Events).

export const eventsPage = {
  title: 'Campus events',
  eyebrow: 'Events',
  lead: 'Gatherings, seminars, fairs and ceremonies of every office and programme of the campus, with their dates, times (Philippine time) and places.',
  subscribe: 'Add to calendar',
  subscribeNote:
    'Subscribes your calendar app to these events, so new and changed events appear there by themselves.',
  download: 'Download the calendar file',
  filterLabel: 'Show the events of',
  allOffices: 'All offices',
  upcomingTitle: 'Upcoming events',
  noUpcoming: 'No upcoming events yet.',
  noUpcomingHint: 'New campus events appear here as soon as the offices announce them.',
  calendarTitle: 'Month view',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  noEventsInMonth: 'No events this month.',
  pastTitle: 'Past events',
  noPast: 'No past events yet.',
  failed: 'The events could not be loaded. Please try again.',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  /** The home page's and each event page's link to this page. */
  allEventsLink: 'All campus events',
} as const;
