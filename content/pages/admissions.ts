// The Admissions page (/admissions): who can apply, the steps, documents, intake dates, free tuition and
// scholarships, the fees that remain and where to ask. The intake, the steps and the documents are only the
// first-start seed: staff change them in the portal's Site area (Site content → Admissions).
import type { AdmissionsBlock } from '../../src/shared/contract/site.ts';

export const admissionsPage = {
  title: 'Admissions',
  eyebrow: 'Study with us',
  heading: 'How to apply to the San Isidro Campus',
  lead: 'Four degree programmes, free tuition for qualified Filipino students, and a campus close to home. Here is who can apply, what to prepare and when.',
  /** The primary button on the home hero and on every programme page. */
  howToApply: 'How to apply',
  enrolLink: 'Go to the enrolment portal',
  enrolNote: 'Opens the university’s enrolment portal in a new tab.',
  whoTitle: 'Who can apply',
  who: [
    'Senior High School graduates of any strand, and students who will graduate before the semester begins.',
    'Graduates of the old high school curriculum (before 2016) who have not yet enrolled in college.',
    'Passers of the Alternative Learning System (ALS) Accreditation and Equivalency test for Senior High School.',
    'Transferees from other colleges and universities, with their grades and honourable dismissal (credited subject by subject).',
  ],
  intakeTitle: 'Dates of the current intake',
  intakeLabels: {
    opens: 'Applications open',
    closes: 'Last day to apply',
    exam: 'College Admission Test (SMSU-CAT)',
    classes: 'Classes begin',
  },
  /** Shown when staff have not set the next intake's dates yet. */
  noDates:
    'The dates of the next intake have not been announced yet. They are published on this page as soon as the university sets them, usually in February.',
  dateToBeAnnounced: 'To be announced',
  stepsTitle: 'Steps',
  documentsTitle: 'Documents to bring',
  documentsNote:
    'Bring the originals and one photocopy of each. Programmes may ask for more: see each programme’s page.',
  tuitionTitle: 'Free tuition and scholarships',
  tuition: [
    'Under Republic Act No. 10931, the Universal Access to Quality Tertiary Education Act, Filipino students in their first undergraduate degree pay no tuition and no miscellaneous fees, as long as they pass the admission requirements and keep to the rules of the programme.',
    'Students may also apply for the Tertiary Education Subsidy (TES) of UniFAST, the CHED Merit Scholarship, the DOST-SEI undergraduate scholarship, the provincial government’s scholarship for Aurora residents, and the university’s own academic and athletic grants.',
  ],
  feesTitle: 'Fees that remain',
  fees: [
    'Student ID and handbook, once a year (about ₱250)',
    'Student council and student publication fees, each semester (about ₱150 together)',
    'Uniforms, laboratory coats or farm clothes, and books and supplies of your programme',
    'Fees for a second degree, for subjects taken beyond the programme’s regular load, and for foreign students, as set by the Board of Regents',
  ],
  askTitle: 'Where to ask',
  ask: 'The Registrar’s Office in the Administration Building answers questions on applications and documents, Monday to Friday, 8:00 a.m. to 5:00 p.m. The Guidance Office runs the admission test. You can also send a question through the concern form; we reply by e-mail.',
  askRegistrar: 'Registrar’s Office in the Staff Directory',
  askConcern: 'Send a question',
  programmesTitle: 'Our degree programmes',
  programmesLead: 'Every programme is four years and free of tuition for qualified students.',
  programmeLink: 'About the programme',
} as const;

/** The first-start content of the Admissions block (portal: Site content → Admissions). */
export const admissionsSeed: AdmissionsBlock = {
  intake: {
    name: 'First semester, school year 2027–2028',
    opens: null,
    closes: null,
    exam: null,
    classes: null,
  },
  steps: [
    {
      title: 'Fill in the online application',
      text: 'Create an account in the enrolment portal and fill in the application form. Choose up to two programmes in order of preference.',
    },
    {
      title: 'Submit your documents',
      text: 'Upload clear photos or scans of your documents in the portal, or bring them to the Registrar’s Office. You receive an applicant number by e-mail.',
    },
    {
      title: 'Take the College Admission Test',
      text: 'Come to the campus on your test date with your applicant number, a valid ID and a pencil. The test takes about three hours.',
    },
    {
      title: 'Attend the programme interview',
      text: 'Applicants who pass the test are interviewed by the programme they chose. Results are posted in the enrolment portal.',
    },
    {
      title: 'Enrol',
      text: 'Confirm your slot in the enrolment portal, have your documents checked by the Registrar’s Office and get your certificate of registration and student ID.',
    },
  ],
  requirements: [
    'Senior High School report card (SF9), or Form 138 and a certificate of graduation for graduates of earlier years',
    'PSA birth certificate',
    'Certificate of good moral character from the last school attended',
    'Two recent 2×2 ID photos with a white background',
    'Medical certificate from a government physician',
    'Transferees: transcript of records and honourable dismissal',
  ],
};
