// "Program at a glance" of the four degree programme pages (/programs/bsit, bsed, btvted, bsa): what a
// prospective student asks first. The chair is read from the programme's faculty chart
// (content/org-charts/faculty.ts), so the two never disagree.
import { facultyCharts } from '../org-charts/faculty.ts';

export type DegreeProgram = 'bsit' | 'bsed' | 'btvted' | 'bsa';

export interface ProgramGlance {
  /** Length of study, as a student plans it. */
  duration: string;
  /** Majors or specialisations offered on this campus. */
  majors: string[];
  /** Accreditation level and the body that granted it. */
  accreditation: string;
  /** Licensure examination the graduates may take, if the profession has one. */
  licensure: string;
  admission: string[];
  careers: string[];
}

export const programGlanceText = {
  title: 'Program at a glance',
  lead: 'What to expect before you enrol.',
  duration: 'Duration',
  majors: 'Majors',
  accreditation: 'Accreditation',
  chair: 'Program chair',
  licensure: 'Licensure examination',
  admission: 'Admission requirements',
  careers: 'Career paths',
  facultyLink: 'Faculty chart',
  enrolLink: 'Enrolment portal',
  enrolNote: 'Opens the university’s enrolment portal in a new tab.',
  /** Applies to every programme; kept once here rather than repeated four times. */
  tuitionNote:
    'Tuition and miscellaneous fees are free for qualified Filipino undergraduates under Republic Act No. 10931, the Universal Access to Quality Tertiary Education Act.',
};

/** Documents every freshman applicant brings, whatever the programme. */
const COMMON_ADMISSION = [
  'Senior High School report card (SF9) or, for graduates of earlier years, Form 138 and a certificate of graduation',
  'PSA birth certificate and certificate of good moral character from the last school attended',
  'Two recent 2×2 ID photos and a medical certificate from a government physician',
];

export const programGlance: Record<DegreeProgram, ProgramGlance> = {
  bsit: {
    duration: 'Four years (eight semesters), including a 486-hour on-the-job training in the final year',
    majors: ['Web and Mobile Application Development', 'Network and Systems Administration'],
    accreditation: 'AACCUP Accredited Level II',
    licensure:
      'None required; graduates take TESDA and industry certification exams in networking and programming',
    admission: [
      'A passing score in the SMSU College Admission Test (SMSU-CAT)',
      'Senior High School graduate of any strand; STEM, or TVL with ICT, is recommended',
      'An interview with the BSIT admission committee',
      ...COMMON_ADMISSION,
    ],
    careers: [
      'Web and mobile application developer',
      'Network and systems administrator',
      'IT support specialist for schools, hospitals and local government units',
      'Database administrator',
      'Information systems analyst',
      'ICT teacher or trainer (after the required teaching units)',
    ],
  },
  bsed: {
    duration:
      'Four years (eight semesters), including a full semester of practice teaching in a partner school',
    majors: ['English', 'Mathematics', 'Science'],
    accreditation: 'AACCUP Accredited Level III',
    licensure: 'Licensure Examination for Teachers (LET), Secondary level',
    admission: [
      'A passing score in the SMSU College Admission Test (SMSU-CAT)',
      'A general weighted average of at least 85 in Senior High School, as teacher education programs require',
      'A passing rating in the teacher-aptitude interview and a short written essay',
      ...COMMON_ADMISSION,
    ],
    careers: [
      'Junior or senior high school teacher in English, Mathematics or Science',
      'Learning materials writer or curriculum developer',
      'Review centre lecturer for entrance and licensure examinations',
      'Education program specialist in the Department of Education',
      'Training officer in a company or government agency',
    ],
  },
  btvted: {
    duration:
      'Four years (eight semesters), including industry immersion and a semester of practice teaching',
    majors: ['Agricultural Crops Production', 'Food and Service Management'],
    accreditation: 'AACCUP Accredited Level I',
    licensure: 'Licensure Examination for Teachers (LET), Secondary level, with the TVL specialisation',
    admission: [
      'A passing score in the SMSU College Admission Test (SMSU-CAT)',
      'A general weighted average of at least 85 in Senior High School, as teacher education programs require',
      'Senior High School graduate of any strand; TVL graduates with a National Certificate (NC II) are preferred',
      ...COMMON_ADMISSION,
    ],
    careers: [
      'Technology and Livelihood Education (TLE) or TVL teacher in high school',
      'TESDA trainer and competency assessor',
      'Food service supervisor or caterer',
      'Farm manager or agricultural crops production specialist',
      'Livelihood program officer in a local government unit',
    ],
  },
  bsa: {
    duration: 'Four years (eight semesters), including a semester of supervised farm practice',
    majors: ['Crop Science', 'Animal Science'],
    accreditation: 'AACCUP Accredited Level III',
    licensure: 'Licensure Examination for Agriculturists (LEA)',
    admission: [
      'A passing score in the SMSU College Admission Test (SMSU-CAT)',
      'Senior High School graduate of any strand; STEM, or TVL with Agri-Fishery Arts, is recommended',
      'A physical fitness clearance for farm and livestock work',
      ...COMMON_ADMISSION,
    ],
    careers: [
      'Licensed agriculturist in a municipal or provincial agriculture office',
      'Farm manager or agribusiness entrepreneur',
      'Research assistant in crop or livestock research stations',
      'Agricultural extension worker',
      'Technical sales representative for seeds, feeds and farm inputs',
      'Quality control officer in food and feed processing',
    ],
  },
};

/** The programme chair named in the faculty chart. */
export function programChair(program: DegreeProgram): string {
  return facultyCharts[program].root.name;
}

/** Whether a programme page's sub is one of the four degree programmes (research and extension are not). */
export function isDegreeProgram(sub: string): sub is DegreeProgram {
  return Object.hasOwn(programGlance, sub);
}
