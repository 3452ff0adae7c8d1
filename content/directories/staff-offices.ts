// The Staff Directory: the 23 offices of the campus in display order, their functions and services.
// Ids are fixed (spec/public-site.md §2, Staff Directory); charts live in content/org-charts/offices.ts.

export type OfficeIcon =
  | 'landmark'
  | 'briefcase'
  | 'users'
  | 'banknote'
  | 'calculator'
  | 'folder-archive'
  | 'piggy-bank'
  | 'shopping-cart'
  | 'package'
  | 'graduation-cap'
  | 'heart-handshake'
  | 'chart-line'
  | 'sprout'
  | 'drama'
  | 'trophy'
  | 'wrench'
  | 'globe'
  | 'library'
  | 'flag'
  | 'handshake'
  | 'microscope'
  | 'clipboard-list'
  | 'gavel';

export interface StaffOffice {
  id: string;
  name: string;
  icon: OfficeIcon;
  description: string;
}

export interface OfficeServices {
  external: string[];
  internal: string[];
}

export const staffOffices: StaffOffice[] = [
  {
    id: 'campus-admin',
    name: 'Office of the Campus Administrator',
    icon: 'landmark',
    description:
      'Leads the campus and oversees its instruction, research, extension, production and administrative services, under the direction of the University President.',
  },
  {
    id: 'admin-finance',
    name: 'Administrative and Finance Services',
    icon: 'briefcase',
    description:
      'Directs the offices that manage the campus’s people, money, records, purchases and facilities, so that teaching and research have what they need.',
  },
  {
    id: 'hr-office',
    name: 'Human Resource Management Office',
    icon: 'users',
    description:
      'Recruits, develops and looks after the faculty and staff of the campus, from hiring and appointments to leave, benefits and retirement.',
  },
  {
    id: 'cashier',
    name: "Cashier's Office",
    icon: 'banknote',
    description:
      'Receives all payments to the campus and releases salaries, refunds and other payments, with official receipts for every transaction.',
  },
  {
    id: 'accounting',
    name: 'Accounting Office',
    icon: 'calculator',
    description:
      'Keeps the books of the campus, checks every claim before payment and prepares the financial reports required by the university and the Commission on Audit.',
  },
  {
    id: 'documents-records',
    name: 'Documents and Records Section',
    icon: 'folder-archive',
    description:
      'Receives, routes, files and safeguards the official documents and communications of the campus, and certifies true copies of records in its custody.',
  },
  {
    id: 'budget',
    name: 'Budget Office',
    icon: 'piggy-bank',
    description:
      'Prepares the campus budget, allots funds to offices and programs, and certifies that funds are available before any obligation is made.',
  },
  {
    id: 'procurement',
    name: 'Procurement Office',
    icon: 'shopping-cart',
    description:
      'Buys the goods, services and infrastructure the campus needs, following the Government Procurement Reform Act and its rules.',
  },
  {
    id: 'supply',
    name: 'Supply and Property Management Office',
    icon: 'package',
    description:
      'Receives, stores and issues supplies and equipment, and keeps the inventory and accountability records of all campus property.',
  },
  {
    id: 'academic-qa',
    name: 'Academic Affairs and Quality Assurance',
    icon: 'graduation-cap',
    description:
      'Oversees the four degree programs, curricula, class schedules and faculty assignments, and leads accreditation and the quality management system.',
  },
  {
    id: 'student-affairs',
    name: 'Office of Student Affairs and Services',
    icon: 'heart-handshake',
    description:
      'Supports students outside the classroom: guidance and counselling, scholarships, student organizations, health services and student discipline.',
  },
  {
    id: 'planning-mis',
    name: 'Planning and Management Information Systems Office',
    icon: 'chart-line',
    description:
      'Prepares the development plans of the campus, gathers and reports its statistics, and runs its information systems and network.',
  },
  {
    id: 'resource-generation',
    name: 'Resource Generation Office',
    icon: 'sprout',
    description:
      'Manages the income-generating projects of the campus, including its farms, fishponds and food processing center, to support its programs.',
  },
  {
    id: 'socio-cultural',
    name: 'Socio-Cultural Affairs Office',
    icon: 'drama',
    description:
      'Develops the artistic and cultural talents of students through the dance troupe, chorale, theatre and campus cultural events.',
  },
  {
    id: 'sports',
    name: 'Sports Development Office',
    icon: 'trophy',
    description:
      'Trains campus athletes, organises intramurals and sends delegations to university and regional sports competitions.',
  },
  {
    id: 'general-services',
    name: 'General Services Office',
    icon: 'wrench',
    description:
      'Keeps buildings, grounds, utilities and vehicles in good order, and provides janitorial, maintenance and transport services.',
  },
  {
    id: 'external-linkages',
    name: 'External Linkages Office',
    icon: 'globe',
    description:
      'Builds and manages partnerships with government agencies, industries, schools and international institutions.',
  },
  {
    id: 'library',
    name: 'Campus Library',
    icon: 'library',
    description:
      'Provides books, journals, theses and electronic resources for study and research, with reading areas and help from librarians.',
  },
  {
    id: 'nstp',
    name: 'National Service Training Program Office',
    icon: 'flag',
    description:
      'Runs the Civic Welfare Training Service and Literacy Training Service components that every first-year student completes.',
  },
  {
    id: 'extension-training',
    name: 'Extension and Training Services Office',
    icon: 'handshake',
    description:
      'Brings the knowledge and technologies of the campus to communities through training, techno-demonstrations and outreach projects.',
  },
  {
    id: 'research-development',
    name: 'Research and Development Office',
    icon: 'microscope',
    description:
      'Manages the research program of the campus, from calls for proposals and in-house reviews to publication and protection of results.',
  },
  {
    id: 'registrar',
    name: 'Office of the Campus Registrar',
    icon: 'clipboard-list',
    description:
      'Admits and enrols students, keeps their academic records and issues transcripts, certifications and diplomas.',
  },
  {
    id: 'bids-awards',
    name: 'Bids and Awards Committee',
    icon: 'gavel',
    description:
      'Conducts the public bidding and alternative modes of procurement of the campus, and recommends the award of contracts.',
  },
];

/** Core functions written for the first six offices; every other office shows the generic lines. */
export const coreFunctions: Record<string, string[]> = {
  'campus-admin': [
    'Provides overall direction to the instruction, research, extension and production programs of the campus.',
    'Carries out the policies of the Board of Regents and the directives of the University President.',
    'Approves plans, budgets, appointments and major transactions of the campus within delegated authority.',
    'Represents the campus before government agencies, local governments, partners and the public.',
    'Monitors the performance of all campus offices and programs against their targets.',
  ],
  'admin-finance': [
    'Supervises the human resource, accounting, budget, cashiering, records, procurement, supply and general services units.',
    'Makes sure that campus funds are used lawfully, economically and only for their intended purposes.',
    'Reviews financial and administrative documents before they reach the Campus Administrator.',
    'Plans and monitors the maintenance and improvement of campus facilities.',
  ],
  'hr-office': [
    'Recruits, selects and places personnel according to merit and fitness and Civil Service rules.',
    'Processes appointments, promotions, leave, service records and retirement papers.',
    'Plans and carries out training and development programs for faculty and staff.',
    'Administers the performance evaluation system and the rewards and recognition program.',
    'Keeps the personal files of all employees complete, current and confidential.',
  ],
  cashier: [
    'Collects tuition, fees and other income of the campus and issues official receipts.',
    'Pays salaries, allowances, refunds and claims through cash, check or the bank.',
    'Deposits collections daily and keeps the cash book and records of collections and disbursements.',
    'Prepares the daily reports of collections and deposits for the Accounting Office.',
  ],
  accounting: [
    'Records all financial transactions of the campus in the books of accounts.',
    'Checks vouchers and supporting documents for completeness and legality before payment.',
    'Prepares monthly, quarterly and annual financial statements and reports.',
    'Computes payroll deductions and remits taxes and contributions on time.',
    'Coordinates with the Commission on Audit on audit findings and their settlement.',
  ],
  'documents-records': [
    'Receives, records and routes incoming and outgoing official communications.',
    'Files and safeguards the official records of the campus under the records management rules.',
    'Issues certified true copies of documents in its custody.',
    'Disposes of valueless records according to the approved records disposition schedule.',
  ],
};

export const genericCoreFunctions: string[] = [
  'Plans, carries out and monitors the programs and activities of the office in line with the goals of the campus.',
  'Delivers the services of the office to students, personnel and the public promptly and courteously.',
  'Keeps accurate records and prepares the reports required by the campus and the university.',
  'Works with other offices and partner agencies to improve its services.',
];

/**
 * Services offered, for the offices that publish a list. Infirmary and safety-security have lists but no place
 * in the directory yet (and no chart); they appear once those offices are added to `staffOffices`.
 */
export const officeServices: Record<string, OfficeServices> = {
  'campus-admin': {
    external: [
      'Courtesy calls and meetings with partner agencies, local officials and visitors',
      'Endorsement of requests and partnerships to the university',
      'Action on complaints and concerns raised by the public',
    ],
    internal: [
      'Approval of plans, budgets, travel and official transactions',
      'Issuance of office orders and memoranda',
      'Guidance to offices and programs on university policies',
    ],
  },
  'hr-office': {
    external: [
      'Receipt of job applications and answers to questions on vacancies',
      'Issuance of certificates of employment to former employees',
    ],
    internal: [
      'Processing of appointments, promotions and leave applications',
      'Issuance of service records and certificates of employment',
      'Training and development programs for faculty and staff',
    ],
  },
  cashier: {
    external: [
      'Payment of tuition, fees and other charges, with official receipts',
      'Payment to suppliers and contractors',
      'Release of refunds to students',
    ],
    internal: ['Release of salaries, allowances and reimbursements', 'Cash advances for official activities'],
  },
  accounting: {
    external: [
      'Processing of claims of suppliers and contractors',
      'Certificates of tax withheld for suppliers',
    ],
    internal: [
      'Processing of vouchers and payrolls',
      'Certificates of net take-home pay and loan deductions',
      'Financial reports for offices and projects',
    ],
  },
  'documents-records': {
    external: [
      'Receipt of letters and documents addressed to the campus',
      'Issuance of certified true copies of official documents',
    ],
    internal: [
      'Routing and tracking of communications between offices',
      'Retrieval of filed records for authorised personnel',
    ],
  },
  budget: {
    external: ['Information on the approved budget and its use, under the transparency rules'],
    internal: [
      'Certification that funds are available for purchase requests and obligations',
      'Preparation of the annual budget proposal with each office',
      'Monitoring reports of allotments and obligations',
    ],
  },
  procurement: {
    external: [
      'Posting of requests for quotation and invitations to bid',
      'Assistance to suppliers on procurement requirements and documents',
    ],
    internal: [
      'Processing of purchase requests from all offices',
      'Small-value procurement: purchase requests under 200,000 pesos go straight to canvass without a pre-procurement conference',
      'Preparation of the annual procurement plan',
    ],
  },
  supply: {
    external: ['Delivery and inspection of goods from suppliers'],
    internal: [
      'Issuance of supplies and equipment to offices',
      'Property acknowledgement receipts and clearances',
      'Annual inventory of campus property',
    ],
  },
  'academic-qa': {
    external: [
      'Information on programs, curricula and admission requirements',
      'Accreditation visits and quality audits by outside bodies',
    ],
    internal: [
      'Class schedules and faculty loading',
      'Review of syllabi and instructional materials',
      'Internal quality audits of offices and programs',
    ],
  },
  'student-affairs': {
    external: ['Information on scholarships and financial assistance', 'Good moral character certificates'],
    internal: [
      'Guidance and counselling',
      'Accreditation of student organizations and approval of their activities',
      'Orientation of new students',
    ],
  },
  'planning-mis': {
    external: ['Campus statistics for agencies and researchers, on request'],
    internal: [
      'Preparation and monitoring of development and operational plans',
      'User accounts, e-mail and network support',
      'Maintenance of the campus information systems',
    ],
  },
  'resource-generation': {
    external: [
      'Sale of farm produce, seedlings, fish and processed foods',
      'Rental of campus facilities for events',
    ],
    internal: ['Supply of campus produce for official activities', 'Reports on income-generating projects'],
  },
  'general-services': {
    external: ['Reservation of the gymnasium and function halls by outside groups'],
    internal: [
      'Repair and maintenance requests for buildings and equipment',
      'Vehicle requests for official travel',
      'Janitorial and grounds services',
    ],
  },
  library: {
    external: [
      'Use of the library by outside researchers',
      'Reference and research assistance',
      'Access to the online databases on campus',
    ],
    internal: [
      'Borrowing of books and other materials',
      'Library orientation for new students',
      'Library clearance',
    ],
  },
  'extension-training': {
    external: [
      'Training and technical assistance for communities, schools and organizations',
      'Techno-demonstrations and farmers’ field days',
    ],
    internal: [
      'Review and monitoring of extension proposals',
      'Coordination of faculty and student outreach',
    ],
  },
  'research-development': {
    external: [
      'Research partnerships with agencies and local governments',
      'Sharing of research results and publications',
    ],
    internal: [
      'Review of research proposals and in-house reviews',
      'Assistance with publication and intellectual property filing',
    ],
  },
  registrar: {
    external: [
      'Admission and enrolment of new and transferring students',
      'Transcripts of records, diplomas and certifications',
      'Authentication of school records',
    ],
    internal: [
      'Submission of grades by faculty',
      'Class lists and enrolment statistics',
      'Evaluation of graduation requirements',
    ],
  },
  infirmary: {
    external: ['First aid and emergency care for campus visitors'],
    internal: [
      'Medical and dental consultation for students and personnel',
      'Annual physical examination',
      'Health education and medical certificates',
    ],
  },
  'safety-security': {
    external: ['Visitor registration and assistance at the campus gates'],
    internal: [
      'Round-the-clock security of buildings and grounds',
      'Traffic and parking management',
      'Emergency response and evacuation drills',
    ],
  },
};

/** Service lines shown for an office without its own list. */
export const genericServices: OfficeServices = {
  external: [
    'Consultation and information on the programs and activities of the office',
    'Assistance with requests and concerns within the scope of the office',
  ],
  internal: [
    'Administrative support to campus offices and programs',
    'Coordination and reports on the office’s activities',
  ],
};

export const staffDirectoryText = {
  title: 'Campus Staff Directory',
  subtitle:
    'The organizational structure of the San Isidro Campus and the functions and services of each office.',
  coreFunctionsTitle: 'Core Functions',
  servicesTitle: 'Services Offered',
  externalTitle: 'External Services',
  internalTitle: 'Internal Services',
  chooseLabel: 'Choose an office',
};
