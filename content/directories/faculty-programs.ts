// The Faculty Directory: the four degree programs, their faculty overview and chart (content/org-charts/faculty.ts).

export type ProgramTheme = 'sky' | 'violet' | 'amber' | 'emerald';

export interface FacultyProgram {
  id: 'bsit' | 'bsed' | 'btvted' | 'bsa';
  /** Short name shown in lists. */
  short: string;
  name: string;
  icon: 'monitor' | 'book-open' | 'hammer' | 'sprout';
  theme: ProgramTheme;
  description: string;
  overview: string[];
  /** Numbers shown beside the overview. */
  facts: { label: string; value: string }[];
}

export const facultyPrograms: FacultyProgram[] = [
  {
    id: 'bsit',
    short: 'BSIT',
    name: 'Bachelor of Science in Information Technology',
    icon: 'monitor',
    theme: 'sky',
    description:
      'Software, networks and information systems for the schools, businesses and towns of the province.',
    overview: [
      'The twelve members of the BSIT faculty teach programming, databases, networking, web and mobile development and systems analysis. Several hold industry certifications in networking and cloud computing, and two are completing doctoral degrees in information technology.',
      'Faculty members supervise capstone projects built for real clients, such as the records systems now used by three barangay halls and a flood-alert app that won a regional hackathon, and lead the campus’s digital inclusion extension program.',
    ],
    facts: [
      { label: 'Faculty members', value: '12' },
      { label: 'Computer laboratories', value: '3' },
    ],
  },
  {
    id: 'bsed',
    short: 'BSED',
    name: 'Bachelor of Secondary Education',
    icon: 'book-open',
    theme: 'violet',
    description: 'Teachers of English, Mathematics and Science for the high schools of the province.',
    overview: [
      'The fourteen members of the BSED faculty are organised by major, English, Mathematics and Science, each with its own coordinator. Most taught in public high schools before joining the campus, and bring that classroom experience to their students.',
      'The faculty supervise practice teaching in twelve partner schools, run review classes for the Licensure Examination for Teachers, and lead the reading and numeracy tutorials of the literacy extension program.',
    ],
    facts: [
      { label: 'Faculty members', value: '14' },
      { label: 'Partner schools', value: '12' },
    ],
  },
  {
    id: 'btvted',
    short: 'BTVTEd',
    name: 'Bachelor of Technical-Vocational Teacher Education',
    icon: 'hammer',
    theme: 'amber',
    description: 'Teachers and trainers of technical-vocational and livelihood education.',
    overview: [
      'The nine members of the BTVTEd faculty combine teaching credentials with national skills certificates as trainers and assessors. They teach in two majors, Agricultural Crops Production and Food and Service Management.',
      'Classes run in the campus workshops, food laboratory and demonstration farm, and faculty members train out-of-school youth and rural women in food processing and crop production through the extension program.',
    ],
    facts: [
      { label: 'Faculty members', value: '9' },
      { label: 'Certified trainers', value: '7' },
    ],
  },
  {
    id: 'bsa',
    short: 'BSA',
    name: 'Bachelor of Science in Agriculture',
    icon: 'sprout',
    theme: 'emerald',
    description: 'The founding program of the campus, with majors in Crop Science and Animal Science.',
    overview: [
      'The twelve members of the BSA faculty include the campus’s most experienced researchers, with studies on rice, native chicken and tilapia that farmers in the province now use. They teach in two majors, Crop Science and Animal Science.',
      'Students learn on the demonstration farms, the livestock and poultry project and the fishponds by the river, and spend a semester of supervised farm practice with partner farms and agencies.',
    ],
    facts: [
      { label: 'Faculty members', value: '12' },
      { label: 'Hectares of demonstration farm', value: '3.5' },
    ],
  },
];

export const facultyDirectoryText = {
  title: 'Faculty Directory',
  subtitle: 'Meet the faculty of the four degree programs of the San Isidro Campus.',
  overviewTitle: 'Faculty Overview',
  chooseLabel: 'Choose a program',
};
