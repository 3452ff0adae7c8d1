// The audience paths of the paths bar above the header (docs/decisions/0029-visitor-paths.md): one page each
// for students, faculty and staff, and alumni and job seekers, gathering the pages of the site they come for.
// Every address is a page of the site; the spec's menus keep all of them too.

export interface PathLink {
  title: string;
  /** A page of the site (src/shared/routes.ts, or a server-drawn page such as /alerts). */
  href: string;
  text: string;
}
export interface PathPage {
  title: string;
  eyebrow: string;
  lead: string;
  sections: readonly { heading: string; links: readonly PathLink[] }[];
}

export const pathPages = {
  students: {
    title: 'For students',
    eyebrow: 'Students',
    lead: 'Class suspensions and campus alerts, the library, the services of the campus offices and how to reach them, and where to send a question or concern.',
    sections: [
      {
        heading: 'Every day',
        links: [
          {
            title: 'Campus alerts',
            href: '/alerts',
            text: 'Class suspensions, weather and safety advisories, every alert with its updates.',
          },
          {
            title: 'Campus Library',
            href: '/library',
            text: 'Opening hours, rules, e-resources and free databases.',
          },
          {
            title: 'Campus events',
            href: '/events',
            text: 'Orientations, seminars, fairs and ceremonies, with a month view and calendar subscription.',
          },
          {
            title: 'All campus news',
            href: '/news',
            text: 'News of every office and programme, newest first.',
          },
        ],
      },
      {
        heading: 'Services and questions',
        links: [
          {
            title: "Citizens' Charter",
            href: '/quick-links/citizens-charter',
            text: 'Each office service step by step: requirements, fees, time and the person responsible.',
          },
          {
            title: 'Staff Directory',
            href: '/staff',
            text: 'Which office does what: registrar, cashier, guidance, clinic and the others.',
          },
          {
            title: 'Send a Concern',
            href: '/send-concern',
            text: 'A question, request or complaint to the campus, answered by e-mail with a reference number.',
          },
          {
            title: 'Freedom of Information',
            href: '/foi',
            text: 'Ask for a record of the campus under the FOI programme.',
          },
        ],
      },
    ],
  },
  staff: {
    title: 'For faculty and staff',
    eyebrow: 'Faculty & Staff',
    lead: 'The directories, research and extension work of the campus, documents of the Transparency Seal, and the staff portal.',
    sections: [
      {
        heading: 'People and offices',
        links: [
          {
            title: 'Faculty Directory',
            href: '/faculty',
            text: 'The faculty of each degree programme.',
          },
          { title: 'Staff Directory', href: '/staff', text: 'Every office with its functions and services.' },
          {
            title: 'Administration News',
            href: '/administration/news',
            text: 'Memoranda, announcements and news of the campus administration.',
          },
        ],
      },
      {
        heading: 'Research and extension',
        links: [
          {
            title: 'Research Agenda',
            href: '/research/agenda',
            text: 'The priority areas of campus research.',
          },
          {
            title: 'Research Proposals',
            href: '/research/proposals',
            text: 'Proposals of the Research and Development Office.',
          },
          {
            title: 'Extension Program',
            href: '/extension/program',
            text: 'Extension and training work with the communities of the province.',
          },
        ],
      },
      {
        heading: 'Records and tools',
        links: [
          {
            title: 'Transparency Seal',
            href: '/transparency',
            text: 'Budgets, plans, reports and the other documents the Transparency Seal requires.',
          },
          { title: 'Campus events', href: '/events', text: 'Add the campus calendar to your own.' },
          {
            title: 'Staff portal',
            href: '/administrator',
            text: 'Sign in to post news, events and alerts and to answer concerns.',
          },
        ],
      },
    ],
  },
  alumni: {
    title: 'For alumni and job seekers',
    eyebrow: 'Alumni & Careers',
    lead: 'Job openings at the campus, homecomings and other events, and the news of your programme.',
    sections: [
      {
        heading: 'Work with us',
        links: [
          {
            title: 'Careers',
            href: '/careers',
            text: 'Open positions, how to apply and what the campus offers its employees.',
          },
          {
            title: 'Transparency Seal',
            href: '/transparency',
            text: 'The campus plans, budgets and reports.',
          },
        ],
      },
      {
        heading: 'Stay in touch',
        links: [
          {
            title: 'Campus events',
            href: '/events',
            text: 'Homecomings, foundation days and the other gatherings of the campus.',
          },
          {
            title: 'All campus news',
            href: '/news',
            text: 'What your programme and the campus are doing now.',
          },
          {
            title: 'Send a Concern',
            href: '/send-concern',
            text: 'Requests for records such as transcripts, and any other question.',
          },
        ],
      },
    ],
  },
} as const satisfies Record<string, PathPage>;

export type PathPageKey = keyof typeof pathPages;
