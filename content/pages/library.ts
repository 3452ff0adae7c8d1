// The Campus Library page: introduction, rules and regulations, and electronic resources.
import type { ContentSection } from './page-types.ts';

export const libraryIntro = {
  title: 'Campus Library',
  lead: 'Books, journals and electronic resources for the study and research of the San Isidro Campus community, with a quiet place to read and librarians ready to help.',
  highlights: [
    { label: 'Opening hours', value: 'Monday to Friday, 7:00 a.m. to 5:30 p.m.' },
    { label: 'Location', value: 'Library Building, beside the Administration Building' },
    { label: 'Holdings', value: 'Print books, theses, journals and 10 online resources' },
  ],
};

export const libraryRules: { title: string; intro: string; sections: ContentSection[] } = {
  title: 'Library Rules and Regulations',
  intro:
    'These rules keep the collection available to everyone. Please read them before borrowing, and ask the librarian on duty if anything is unclear.',
  sections: [
    {
      id: 'hours',
      heading: 'Library hours',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The library is open Monday to Friday from 7:00 a.m. to 5:30 p.m., with no noon break.',
        },
      ],
    },
    {
      id: 'borrowing',
      heading: 'Borrowing',
      blocks: [
        {
          kind: 'lead-in',
          label: 'Library card.',
          text: 'Present your own validated student ID or library card every time you borrow.',
        },
        {
          kind: 'lead-in',
          label: 'Overnight books',
          text: 'are issued from 3:00 p.m. and must be returned the next library day between 7:00 and 9:00 a.m.',
        },
        {
          kind: 'lead-in',
          label: 'Home-use books',
          text: 'may be kept for 1 week.',
        },
        {
          kind: 'lead-in',
          label: 'Students',
          text: 'may borrow one overnight book and one home-use book at a time.',
        },
        {
          kind: 'lead-in',
          label: 'Faculty and staff',
          text: 'may borrow up to 3 books for one week.',
        },
        {
          kind: 'lead-in',
          label: 'Lending period.',
          text: 'Lending of books starts one week after classes begin and stops one week before the final examinations.',
        },
        {
          kind: 'lead-in',
          label: 'Photocopying.',
          text: 'Reference and reserve materials may be taken out for photocopying for 30 minutes, and must be returned to the circulation desk.',
        },
      ],
    },
    {
      id: 'overdue',
      heading: 'Overdue materials',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An overdue fine of 5.00 pesos per hour, or 40.00 pesos per full day, is charged for every overdue item.',
        },
        {
          kind: 'table',
          caption: 'Sanctions for repeated overdue returns',
          columns: ['Offence', 'Sanction'],
          rows: [
            ['1st offence', 'Warning'],
            ['2nd offence', 'Suspension of borrowing privileges for 1 week'],
            ['3rd offence', 'Suspension of borrowing privileges for 2 weeks'],
          ],
        },
      ],
    },
    {
      id: 'lost-damaged',
      heading: 'Lost or damaged materials',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A borrower who loses or damages library material pays its current value, plus any overdue fines, plus a processing fee of 50.00 pesos, within 30 days of reporting the loss or damage. Report a loss to the librarian at once to stop further fines.',
        },
      ],
    },
    {
      id: 'id-misuse',
      heading: 'Use of another person’s ID',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Library IDs are not transferable. Lending or using another person’s ID is sanctioned, for both the owner and the user:',
        },
        {
          kind: 'table',
          caption: 'Sanctions for misuse of a library ID',
          columns: ['Offence', 'Sanction'],
          rows: [
            ['1st offence', 'Suspension of library privileges for 2 weeks'],
            ['2nd offence', 'Suspension of library privileges for 1 month'],
            ['3rd offence', 'Barred from using the library for the rest of the semester'],
          ],
        },
      ],
    },
    {
      id: 'outside-researchers',
      heading: 'Outside researchers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Researchers from outside the campus are welcome with a letter of introduction from their school or office, and pay a library fee per visit:',
        },
        {
          kind: 'table',
          caption: 'Library fees for outside researchers',
          columns: ['Researcher', 'Fee per head'],
          rows: [
            ['Undergraduate students of other schools', '20.00 pesos'],
            ['Professionals and graduate students', '30.00 pesos'],
            ['Students of Sierra Madre State University campuses', 'Free'],
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Conduct in the library',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Keep quiet, and set mobile phones to silent.',
            'Food and drinks are not allowed inside the reading areas.',
            'Leave bags at the baggage counter.',
            'Return books you have used to the book trolleys, not to the shelves.',
          ],
        },
      ],
    },
  ],
};

export interface ExternalResource {
  name: string;
  url: string;
  description: string;
}

/** Databases the library subscribes to; access from campus or with library credentials. */
export const subscribedEResources: ExternalResource[] = [
  {
    name: 'EBSCOhost',
    url: 'https://search.ebscohost.com',
    description: 'Full-text journals and e-books in education, agriculture, business and computing.',
  },
  {
    name: 'ProQuest',
    url: 'https://www.proquest.com',
    description: 'Dissertations, theses, journals and newspapers across all disciplines.',
  },
  {
    name: 'JSTOR',
    url: 'https://www.jstor.org',
    description: 'Archives of scholarly journals, books and primary sources.',
  },
  {
    name: 'ScienceDirect',
    url: 'https://www.sciencedirect.com',
    description: 'Elsevier journals and books in the sciences, agriculture and technology.',
  },
  {
    name: 'Gale Virtual Reference Library',
    url: 'https://www.gale.com',
    description: 'Encyclopedias and specialised reference works in e-book form.',
  },
  {
    name: 'Philippine E-Journals',
    url: 'https://ejournals.ph',
    description: 'Journals published by Philippine universities and professional societies.',
  },
];

/** Free, open databases anyone can use. */
export const freeDatabases: ExternalResource[] = [
  {
    name: 'Directory of Open Access Journals (DOAJ)',
    url: 'https://doaj.org',
    description: 'Peer-reviewed open access journals in every field.',
  },
  {
    name: 'ERIC',
    url: 'https://eric.ed.gov',
    description: 'The Education Resources Information Center: research on teaching and learning.',
  },
  {
    name: 'AGRIS',
    url: 'https://agris.fao.org',
    description: 'The FAO’s database of research in agriculture, fisheries and food.',
  },
  {
    name: 'Google Scholar',
    url: 'https://scholar.google.com',
    description: 'Search across articles, theses, books and court opinions.',
  },
];
