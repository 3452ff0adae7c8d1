// Site information: the one place to change the campus name, address, contacts, links and home-page facts.
// Read by the server (page metadata, feeds, CSP) and the client (header, footer, home page).

export const siteConfig = {
  site_name: 'SMSU San Isidro',
  university_name: 'Sierra Madre State University',
  campus_name: 'Sierra Madre State University – San Isidro Campus',
  subtitle: 'San Isidro Campus',
  description:
    'The San Isidro Campus of Sierra Madre State University offers programmes in information technology, secondary education, technical-vocational teacher education and agriculture, and serves the province through research and extension.',
  address: 'Poblacion, San Isidro, Aurora 3200',
  town_province: 'San Isidro, Aurora',
  contact_email: 'sanisidro@smsu.edu.ph',
  contact: '(042) 724-0158',
  locale: 'en-PH',
  timezone: 'Asia/Manila',
  brandColor: '#006633',

  /** Origins the Citizens' Charter may be embedded from (added to the Content Security Policy). */
  embedOrigins: [] as string[],

  social: [
    { label: 'Registrar Office', url: 'https://www.facebook.com/smsu.sanisidro.registrar' },
    { label: 'Campus Library', url: 'https://www.facebook.com/smsu.sanisidro.library' },
    { label: 'Human Resource Management Office', url: 'https://www.facebook.com/smsu.sanisidro.hrmo' },
    { label: 'Records Office', url: 'https://www.facebook.com/smsu.sanisidro.records' },
  ],

  quickFacts: [
    { label: 'Students', value: 1564 },
    { label: 'Programs', value: 4, note: 'Accredited' },
    { label: 'Faculty', value: 47 },
    { label: 'Research Grants', value: 30, note: 'last 5 yrs' },
    { label: 'Administrative staff', value: 33 },
  ],

  /** The events of a fresh install (staff manage events in the portal's Site area afterwards). */
  events: [
    {
      id: 1,
      title: 'Orientation Week',
      date: '2025-10-05',
      office: 'administration',
      place: 'Campus Gymnasium',
      description:
        'A week of campus tours, programme briefings and introductions to student services for first-year students and transferees.',
    },
    {
      id: 2,
      title: 'Research Symposium',
      date: '2025-11-12',
      office: 'research',
      place: 'Audio-Visual Room, Academic Building',
      description:
        'Faculty and student researchers present completed studies and new proposals in agriculture, education and information technology.',
    },
    {
      id: 3,
      title: 'Alumni Homecoming',
      date: '2025-12-20',
      office: 'administration',
      place: 'Campus Grounds',
      description:
        'Graduates of every batch come home to the campus for the homecoming programme, batch reunions and the alumni fellowship night.',
    },
  ],

  carousel: [
    { image: 'campus-life', caption: 'A vibrant campus life' },
    { image: 'facilities', caption: 'Modern facilities & learning' },
    { image: 'community-research', caption: 'Community & research excellence' },
    { image: 'student-activities', caption: 'Student activities & events' },
    { image: 'scenic-views', caption: 'Scenic campus views' },
  ],

  campusAdministrator: {
    name: 'Dr. Teresita M. Villanueva',
    title: 'Campus Administrator',
    blurb:
      // The administrator's own message, in the first person (issue #34), under "Message from the …".
      'It has been my privilege to lead the San Isidro Campus since 2021. Together we have earned accreditation for our programmes, carried our research to the farmers and fisherfolk of Aurora, and kept this campus open to every learner in the province. Whatever brings you here, you are welcome.',
    image: 'campus-administrator',
  },

  quickLinks: [
    { label: "President's Office", url: 'https://www.smsu.edu.ph/office-of-the-president', external: true },
    { label: "Citizens' Charter", url: '/quick-links/citizens-charter', external: false },
    { label: 'ISO Certified', url: null, external: false },
    { label: 'Enrolment Portal', url: 'https://enrol.smsu.edu.ph', external: true },
    { label: 'Campus Mail', url: 'https://mail.smsu.edu.ph', external: true },
  ],

  /** The university's online enrolment, linked from every degree programme page (not editable in the portal). */
  enrolmentPortalUrl: 'https://enrol.smsu.edu.ph',

  /**
   * The Citizens' Charter PDF on the university's site (an absolute https address): the charter page shows,
   * opens and downloads it, and the Content Security Policy lets the page frame its origin. Empty: the charter
   * this site draws from its services (below), so a fresh install's page works offline (src/shared/charter.ts).
   */
  charterPdfExternalUrl: '' as string,
  /**
   * The charter this site draws from the services staff keep in the portal (src/server/seo/charter-pdf.ts); the
   * default while no external address is set.
   */
  charterPdfSampleUrl: '/documents/citizens-charter.pdf',

  governmentLinks: [
    { label: 'GOV.PH', url: 'https://www.gov.ph' },
    { label: 'Open Data Philippines', url: 'https://data.gov.ph' },
    { label: 'Official Gazette', url: 'https://www.officialgazette.gov.ph' },
  ],
  transparencySeals: [
    { label: 'Freedom of Information', url: 'https://www.foi.gov.ph' },
    { label: 'Bagong Pilipinas', url: 'https://www.pco.gov.ph' },
    { label: 'Transparency Seal', url: '/transparency' },
  ],

  hrEmail: 'hrmo.sanisidro@smsu.edu.ph',
} as const;

export type SiteConfig = typeof siteConfig;
