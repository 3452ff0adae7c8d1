// Texts of the pages that carry a news list: Administration, the programs, Research, Extension, Library.
// List titles and empty-list texts are quoted from spec/public-site.md §2 and §8.

export type ListMode = 'news' | 'proposals' | 'completed';

/** The empty-list text for offices without their own (spec §8). */
export function emptyOfficeText(program: string): string {
  return `There are currently no public articles for ${program}... If you expect content here, ensure the office exists in the database.`;
}

/** Headline of an empty news list; the office's spec text (emptyText) follows it as the explanation. */
export const EMPTY_LIST_HEADLINE = 'Nothing published here yet';

export const administrationPage = {
  title: 'Campus Administration',
  lead: 'The Office of the Campus Administrator leads the San Isidro Campus and answers to the University President for its instruction, research, extension and administration.',
  description: [
    'The Campus Administrator directs the academic programs, the research and extension offices and the administrative and finance services of the campus, and represents the campus before the university, government agencies and partner communities.',
    'The administration is guided by the university’s vision of becoming a leading research university in the ASEAN region, and by a simple local promise: that every young person in the province can find a quality education within reach of home.',
  ],
  chartTitle: 'Administration Organizational Chart',
  listTitles: {
    news: 'Administration News',
    proposals: 'Administration Proposals',
    completed: 'Administration Completed',
  } satisfies Record<ListMode, string>,
  emptyText: 'No published administration articles',
  newsPageLead: 'Announcements, activities and achievements from the Office of the Campus Administrator.',
};

export interface ProgramPageText {
  /** Lower-case route segment of /programs/{sub}. */
  sub: 'bsit' | 'bsed' | 'btvted' | 'bsa' | 'research' | 'extension';
  /** The office whose articles are listed. */
  office: 'bsit' | 'bsed' | 'btvted' | 'bsa' | 'research' | 'extension';
  title: string;
  description: string;
  /** Heading of the news list under the page title. */
  listTitle: string;
  emptyText: string;
  /** Research and extension pages also show their organisational chart. */
  chart?: 'research' | 'extension';
}

/** The unknown programme's page: a plain title, with the spec's sentence (§2) under it. */
export const PROGRAM_FALLBACK_TITLE = 'Academic Programs';
export const PROGRAM_FALLBACK_TEXT = 'Programs - Select a program from the navigation to view details.';

export const programPages: ProgramPageText[] = [
  {
    sub: 'bsit',
    office: 'bsit',
    title: 'Bachelor of Science in Information Technology (BSIT)',
    description:
      'A four-year program that prepares students to design, build and manage the information systems that schools, businesses and local governments depend on, from networks and databases to web and mobile applications.',
    listTitle: 'BSIT News',
    emptyText: emptyOfficeText('BSIT'),
  },
  {
    sub: 'bsed',
    office: 'bsed',
    title: 'Bachelor of Secondary Education (BSED)',
    description:
      'A four-year teacher education program with majors in English, Mathematics and Science, preparing reflective and caring teachers for the junior and senior high schools of the province.',
    listTitle: 'BSED News',
    emptyText: emptyOfficeText('BSED'),
  },
  {
    sub: 'btvted',
    office: 'btvted',
    title: 'Bachelor of Technical-Vocational Teacher Education (BTVTEd)',
    description:
      'A four-year program that forms teachers and trainers of technical-vocational and livelihood education, with majors in Agricultural Crops Production and Food and Service Management and hands-on training in campus workshops.',
    listTitle: 'BTVTEd News',
    emptyText: emptyOfficeText('BTVTED'),
  },
  {
    sub: 'bsa',
    office: 'bsa',
    title: 'Bachelor of Science in Agriculture (BSA)',
    description:
      'The campus’s founding degree, with majors in Crop Science and Animal Science. Students learn on the campus demonstration farms and fishponds and work alongside farmers in partner barangays.',
    listTitle: 'BSA News',
    emptyText: emptyOfficeText('BSA'),
  },
  {
    sub: 'research',
    office: 'research',
    title: 'Research News',
    description:
      'News from the Research and Development Office: studies under way, results presented and technologies ready to share with farmers, schools and local governments.',
    listTitle: 'Latest Research Articles',
    emptyText: emptyOfficeText('RESEARCH'),
    chart: 'research',
  },
  {
    sub: 'extension',
    office: 'extension',
    title: 'Extension News',
    description:
      'News from the Extension and Training Services Office: trainings, techno-demonstrations and community projects with partner barangays and schools.',
    listTitle: 'Latest Extension Articles',
    emptyText: 'No published extension articles',
    chart: 'extension',
  },
];

export const researchPage = {
  title: 'Research and Development',
  lead: 'Studies by the campus faculty on the crops, fisheries, schools and communities of the province, from proposal to published result.',
  listTitles: {
    news: 'Research News',
    proposals: 'Research Proposals',
    completed: 'Research Published',
  } satisfies Record<ListMode, string>,
  emptyText: emptyOfficeText('RESEARCH'),
  chartTitle: 'Research Organizational Chart',
};

export const extensionPage = {
  title: 'Extension and Training Services',
  lead: 'Trainings, techno-demonstrations and community projects that bring the knowledge of the campus to the people of the province.',
  listTitles: {
    news: 'Extension News',
    proposals: 'Extension Proposals',
    completed: 'Extension Completed',
  } satisfies Record<ListMode, string>,
  emptyText: 'No published extension articles',
  chartTitle: 'Extension Organizational Chart',
};

export const libraryPage = {
  listTitles: {
    news: 'Library News',
    proposals: 'Library Proposals',
    completed: 'Library Completed',
  } satisfies Record<ListMode, string>,
  emptyText: emptyOfficeText('LIBRARY'),
  chartTitle: 'Library Organizational Chart',
};
