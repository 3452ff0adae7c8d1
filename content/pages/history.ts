import type { ContentPage } from './page-types.ts';

export const historyPage: ContentPage = {
  title: 'Historical Background',
  eyebrow: 'About the Campus',
  lead: 'From a school of agriculture on donated farmland to a campus of four accredited degree programs: the story of the San Isidro Campus since 1978.',
  sections: [
    {
      id: 'founding',
      heading: 'Founding by presidential decree, 1978',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The San Isidro Campus began as the San Isidro School of Agriculture and Fisheries, created through a presidential decree in 1978 to bring practical agricultural education to the farming and fishing towns on the eastern slopes of the Sierra Madre. Before its founding, young people from San Isidro and the neighbouring towns had to travel for most of a day to reach the nearest post-secondary school.',
        },
        {
          kind: 'paragraph',
          text: 'The decree tasked the school with training farm technicians and teachers of agriculture, and with helping local farmers adopt better ways of growing rice, coconut and vegetables. The first classes opened in June 1979 with 86 students, six teachers and two borrowed classrooms at the San Isidro Central School.',
        },
      ],
    },
    {
      id: 'land',
      heading: 'The land donation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The campus stands on land given to the people of San Isidro. In 1979 the heirs of Don Mariano and Doña Felisa Velasco donated 12 hectares of farmland in Barangay Poblacion to the school, on the condition that the land be used forever for public education. A further 3.5 hectares along the river were deeded by the Municipality of San Isidro in 1987 for demonstration farms and fishponds.',
        },
        {
          kind: 'paragraph',
          text: 'The Velasco donation made the campus possible: the first two-storey academic building rose on it in 1981, built partly through the bayanihan labour of parents and farmers who wanted a school for their children. A marker at the main gate honours the donors.',
        },
      ],
    },
    {
      id: 'growth',
      heading: 'Growth and integration into the university',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Through the 1980s the school offered a secondary vocational agriculture curriculum and two-year technical courses in agriculture and fisheries. It opened its first four-year degree, the Bachelor of Science in Agriculture, in 1989, and added teacher education in 1994 to answer the shortage of qualified teachers in the province.',
        },
        {
          kind: 'paragraph',
          text: 'In 1998 the school was integrated into Sierra Madre State University and became its San Isidro Campus. Integration brought the campus into the university’s research and extension system, opened graduate scholarships to its faculty, and led to the Bachelor of Science in Information Technology in 2005 and the Bachelor of Technical-Vocational Teacher Education in 2018.',
        },
      ],
    },
    {
      id: 'campus-heads',
      heading: 'Heads of the campus',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Six heads have led the school and campus since its founding. Each is remembered for a part of the campus that still serves students today.',
        },
        {
          kind: 'table',
          caption: 'Heads of the San Isidro Campus since 1978',
          columns: ['Years', 'Head', 'Title', 'Remembered for'],
          rows: [
            [
              '1978–1986',
              'Mr. Rodolfo S. Aquino',
              'School Superintendent',
              'Opening the school and building the first academic building',
            ],
            [
              '1986–1995',
              'Dr. Lourdes P. Manalo',
              'Vocational School Administrator',
              'The first degree program and the river demonstration farm',
            ],
            [
              '1995–2004',
              'Dr. Ernesto C. Bautista',
              'School Administrator, then Campus Director',
              'Leading the integration into Sierra Madre State University',
            ],
            [
              '2004–2012',
              'Dr. Felicidad R. Ramos',
              'Campus Director',
              'The information technology program and the campus library',
            ],
            [
              '2012–2021',
              'Dr. Alberto D. Santos',
              'Campus Administrator',
              'Program accreditation and the research and extension building',
            ],
            [
              '2021–present',
              'Dr. Teresita M. Villanueva',
              'Campus Administrator',
              'Technical-vocational teacher education and ISO certification',
            ],
          ],
        },
      ],
    },
    {
      id: 'programs',
      heading: 'Courses offered',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The campus offers four undergraduate degree programs, each accredited by the Accrediting Agency of Chartered Colleges and Universities in the Philippines:',
        },
        {
          kind: 'bullets',
          items: [
            'Bachelor of Science in Information Technology (BSIT)',
            'Bachelor of Secondary Education (BSED), majors in English, Mathematics and Science',
            'Bachelor of Technical-Vocational Teacher Education (BTVTEd), majors in Agricultural Crops Production and Food and Service Management',
            'Bachelor of Science in Agriculture (BSA), majors in Crop Science and Animal Science',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Short courses in farm mechanics, food processing and computer literacy are offered to out-of-school youth and farmers through the Extension and Training Services Office.',
        },
      ],
    },
    {
      id: 'today',
      heading: 'The campus today',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Today the campus serves 1,564 students, most of them the first in their families to attend university. They are taught by 47 faculty members, 9 of whom hold doctorates and 31 master’s degrees, and supported by 33 administrative staff in the campus offices.',
        },
        {
          kind: 'table',
          caption: 'Staffing of the campus',
          columns: ['Personnel', 'Number'],
          rows: [
            ['Faculty members', '47'],
            ['— with doctoral degrees', '9'],
            ['— with master’s degrees', '31'],
            ['Administrative staff', '33'],
            ['Total personnel', '80'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The 15.5-hectare campus now holds four academic buildings, a library, a research and extension building, laboratories for computing, science and food technology, demonstration farms and fishponds. More than forty years on, it still keeps the promise made when the Velasco family gave their land: an education within reach of every young person in the province.',
        },
      ],
    },
  ],
  related: [
    { label: 'Mission & Vision', to: '/about/mission-vision' },
    { label: 'Quality Policy', to: '/about/quality-policy' },
    { label: 'Campus Staff Directory', to: '/staff' },
  ],
};
