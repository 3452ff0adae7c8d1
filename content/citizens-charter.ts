// The Citizen's Charter (RA 11032) as the site shows it: the texts around the services (pledge, feedback and
// complaints, offices) and the services a fresh install starts with. Staff keep the services themselves in the
// portal (the citizen_services table); these are only the first-start rows. Fees and times are illustrative.

export const charterFront = {
  title: "Citizens' Charter",
  edition: '2025 (1st Edition) · Effective 2 January 2025',
  servicesTitle: 'Services',
  servicesIntro:
    'Every service the campus offers the public: what to bring, the steps, the fees, how long it takes and who is responsible. Choose a service to read it on this page; print this list for the whole charter.',
  vision: 'A leading Research University in the ASEAN Region.',
  mission:
    'Sierra Madre State University develops competent and ethical graduates, generates knowledge and technologies that matter to the communities it serves, and shares them through responsive extension services for the sustainable development of the region and the country.',
  pledge:
    'We, the officials and employees of the San Isidro Campus, pledge to serve every client promptly, courteously and fairly; to act on every request within the processing times in this charter; to attend to clients from 8:00 a.m. to 5:00 p.m., Monday to Friday, without a noon break; and to welcome feedback so that we can keep improving our services.',
  printLabel: 'Print the charter',
  pdfLabel: 'Download the charter (PDF)',
} as const;

/** How to complain, shown on every service's page and at the end of the printed charter. */
export const charterFeedback = [
  {
    label: 'How to send feedback',
    text: 'Answer the client satisfaction survey at any office or on the campus website, or use the Send a Concern page of the campus website.',
  },
  {
    label: 'How feedback is processed',
    text: 'Feedback is read every Friday by the Office of the Campus Administrator. Concerns are forwarded to the office involved, which answers within three working days.',
  },
  {
    label: 'How to file a complaint',
    text: 'Write to the Campus Administrator, stating what happened, when, the office or person involved, and how to reach you, or send it through the Send a Concern page.',
  },
  {
    label: 'How complaints are processed',
    text: 'The complaint is investigated and the client informed of the action taken within fifteen working days.',
  },
  { label: 'Contact', text: 'Office of the Campus Administrator · sanisidro@smsu.edu.ph · (042) 724-0158' },
  {
    label: 'Other agencies',
    text: 'Anti-Red Tape Authority: complaints@arta.gov.ph · Contact Center ng Bayan: 1-6565 · Civil Service Commission',
  },
] as const;

/** The offices that deliver the services, with where to find them. */
export const charterOffices = [
  {
    name: 'Office of the Campus Administrator',
    address: '2nd Floor, Administration Building',
    contact: 'sanisidro@smsu.edu.ph',
  },
  {
    name: 'Office of the Campus Registrar',
    address: 'Ground Floor, Administration Building',
    contact: '(042) 724-0158',
  },
  { name: "Cashier's Office", address: 'Ground Floor, Administration Building', contact: '(042) 724-0158' },
  {
    name: 'Human Resource Management Office',
    address: 'Ground Floor, Administration Building',
    contact: 'hrmo.sanisidro@smsu.edu.ph',
  },
  { name: 'Campus Library', address: 'Library Building', contact: '(042) 724-0158' },
] as const;

export interface SeedRequirement {
  item: string;
  where: string;
}
export interface SeedStep {
  client: string;
  agency: string;
  fee: string;
  time: string;
  person: string;
}
export interface SeedService {
  slug: string;
  /** The portal office that maintains it (src/shared/contract/offices.ts). */
  office: string;
  /** The office that delivers it, as the charter names it. */
  unit: string;
  title: string;
  description: string;
  classification: 'simple' | 'complex' | 'highly-technical';
  transaction_type: string;
  who_may_avail: string;
  requirements: SeedRequirement[];
  steps: SeedStep[];
  total_fees: string;
  total_time: string;
}

const REQUEST_FORM = (office: string) => ({ item: 'Request form (1 original)', where: office });
const VALID_ID = { item: 'Valid ID (1 photocopy)', where: 'Client' };

export const SEED_SERVICES: readonly SeedService[] = [
  {
    slug: 'transcript-of-records',
    office: 'administration',
    unit: 'Office of the Campus Registrar',
    title: 'Issuance of Transcript of Records',
    description:
      'The transcript of records lists every course taken and grade earned by a student or graduate of the campus.',
    classification: 'complex',
    transaction_type: 'Government to Citizen (G2C)',
    who_may_avail: 'Graduates and former students, or their authorised representatives',
    requirements: [
      REQUEST_FORM('Office of the Campus Registrar'),
      VALID_ID,
      { item: 'Official receipt of payment (1 original)', where: "Cashier's Office" },
      { item: 'Authorisation letter and ID of the owner, for representatives', where: 'Client' },
    ],
    steps: [
      {
        client: 'Fill out the request form and submit it with a valid ID.',
        agency: 'Check the form and records; issue an order of payment.',
        fee: 'None',
        time: '10 minutes',
        person: 'Registration Clerk',
      },
      {
        client: "Pay the fee at the Cashier's Office.",
        agency: 'Receive payment; issue an official receipt.',
        fee: '₱100.00 per page',
        time: '5 minutes',
        person: 'Collecting Officer',
      },
      {
        client: 'Present the receipt; receive a claim stub.',
        agency: 'Prepare, check and sign the transcript.',
        fee: 'None',
        time: '5 working days',
        person: 'Campus Registrar',
      },
      {
        client: 'Claim the transcript with the claim stub.',
        agency: 'Release the transcript; record the release.',
        fee: 'None',
        time: '5 minutes',
        person: 'Frontline Clerk',
      },
    ],
    total_fees: '₱100.00 per page',
    total_time: '5 working days and 20 minutes',
  },
  {
    slug: 'certification-of-grades-or-enrolment',
    office: 'administration',
    unit: 'Office of the Campus Registrar',
    title: 'Issuance of Certification of Grades or Enrolment',
    description: 'A signed certification of a student’s grades or of their enrolment in the current term.',
    classification: 'simple',
    transaction_type: 'Government to Citizen (G2C)',
    who_may_avail: 'Current and former students',
    requirements: [REQUEST_FORM('Office of the Campus Registrar'), VALID_ID],
    steps: [
      {
        client: 'Submit the request form with a valid ID.',
        agency: 'Check records; issue an order of payment.',
        fee: 'None',
        time: '10 minutes',
        person: 'Registration Clerk',
      },
      {
        client: 'Pay the fee.',
        agency: 'Issue an official receipt.',
        fee: '₱50.00',
        time: '5 minutes',
        person: 'Collecting Officer',
      },
      {
        client: 'Receive the certification.',
        agency: 'Prepare, sign and release the certification.',
        fee: 'None',
        time: '1 hour',
        person: 'Campus Registrar',
      },
    ],
    total_fees: '₱50.00',
    total_time: '1 hour and 15 minutes',
  },
  {
    slug: 'payment-of-fees',
    office: 'administration',
    unit: "Cashier's Office",
    title: 'Payment of Fees',
    description: 'Payment of tuition, miscellaneous and other fees, with an official receipt.',
    classification: 'simple',
    transaction_type: 'Government to Citizen (G2C)',
    who_may_avail: 'Students, parents, suppliers and the public',
    requirements: [
      {
        item: 'Order of payment or statement of account (1 original)',
        where: 'The office that assessed the fee',
      },
    ],
    steps: [
      {
        client: 'Present the order of payment or statement of account.',
        agency: 'Verify the amount due.',
        fee: 'As assessed',
        time: '3 minutes',
        person: 'Collecting Officer',
      },
      {
        client: 'Pay the amount due.',
        agency: 'Receive payment; issue an official receipt.',
        fee: 'None',
        time: '5 minutes',
        person: 'Collecting Officer',
      },
    ],
    total_fees: 'As assessed',
    total_time: '8 minutes',
  },
  {
    slug: 'library-use-by-outside-researchers',
    office: 'library',
    unit: 'Campus Library',
    title: 'Use of the Library by Outside Researchers',
    description:
      'Researchers from other schools and agencies may read the campus library’s collection on site.',
    classification: 'simple',
    transaction_type: 'Government to Citizen (G2C)',
    who_may_avail: 'Students and professionals from other schools and agencies',
    requirements: [
      {
        item: 'Letter of introduction from the school or agency (1 original)',
        where: 'Client’s school or agency',
      },
      VALID_ID,
    ],
    steps: [
      {
        client: 'Present a letter of introduction and a valid ID.',
        agency: 'Check the letter and ID; register the researcher.',
        fee: 'None',
        time: '5 minutes',
        person: 'Library Aide',
      },
      {
        client: "Pay the library fee at the Cashier's Office.",
        agency: 'Issue an official receipt.',
        fee: '₱20.00 (undergraduates); ₱30.00 (professionals and graduate students); free for SMSU students',
        time: '5 minutes',
        person: 'Collecting Officer',
      },
      {
        client: 'Use the library.',
        agency: 'Assist the researcher with the collection.',
        fee: 'None',
        time: 'Until closing',
        person: "Librarian, Readers' Services",
      },
    ],
    total_fees: '₱20.00 to ₱30.00',
    total_time: '10 minutes, then until closing',
  },
  {
    slug: 'certificate-of-employment',
    office: 'administration',
    unit: 'Human Resource Management Office',
    title: 'Issuance of Certificate of Employment',
    description: 'A certificate of a current or former employee’s position and period of service.',
    classification: 'simple',
    transaction_type: 'Government to Government (G2G) and to Citizen (G2C)',
    who_may_avail: 'Current and former employees',
    requirements: [REQUEST_FORM('Human Resource Management Office'), VALID_ID],
    steps: [
      {
        client: 'Submit the request form.',
        agency: 'Check the service record.',
        fee: 'None',
        time: '10 minutes',
        person: 'HR Assistant',
      },
      {
        client: 'Receive the certificate.',
        agency: 'Prepare, sign and release the certificate.',
        fee: 'None',
        time: '1 working day',
        person: 'HR Management Officer',
      },
    ],
    total_fees: 'None',
    total_time: '1 working day and 10 minutes',
  },
];
