// Demo articles seeded into an empty database (SEED_DEMO=true), so every page has content on first start.
// `daysAgo` sets created_at relative to the first start. `pictures` are drawn illustrations
// (src/server/seed/scene-images.ts): the first is the thumbnail, the others the slider images; each names its
// scene, time of day and variant (which seeds the drawing's details, so change it to draw another picture) and
// carries its description, stored as the image's alt text. Descriptions name only what every variant of the
// scene draws. News lists show the first slider picture (extension and library lists the thumbnail), so those
// two differ in kind between the articles a list shows together.
import type { ScenePicture } from '../src/server/seed/scene-images.ts';

export interface DemoPicture extends ScenePicture {
  description: string;
}

export interface DemoArticle {
  office: 'administration' | 'bsit' | 'bsed' | 'btvted' | 'bsa' | 'research' | 'extension' | 'library';
  type: 'news' | 'proposal' | 'completed';
  title: string;
  daysAgo: number;
  /** Thumbnail first, then the slider images. */
  pictures: DemoPicture[];
  views: number;
  likes: number;
  content: string;
}

export const demoArticles: DemoArticle[] = [
  {
    office: 'administration',
    type: 'news',
    title: 'Campus welcomes 612 first-year students at the opening of the academic year',
    daysAgo: 3,
    pictures: [
      {
        scene: 'assembly',
        time: 'morning',
        variant: 2,
        description:
          'Drawing: new students seated in the hall listen to a speaker at the lectern on a stage hung with bunting',
      },
      {
        scene: 'campus-gate',
        time: 'morning',
        variant: 1,
        description:
          'Drawing: students walk in through the arched campus gate on a bright morning, the main building and a flag behind it',
      },
      {
        scene: 'classroom',
        time: 'morning',
        variant: 3,
        description:
          'Drawing: a teacher at the chalkboard and first-year students at their desks, morning light at the window',
      },
      {
        scene: 'sports-field',
        time: 'morning',
        variant: 4,
        description:
          'Drawing: students play football on the campus field in the morning, a grandstand and trees behind',
      },
    ],
    views: 1840,
    likes: 96,
    content: `<p>The San Isidro Campus opened the academic year with 612 first-year students across its four degree programmes, the largest incoming class in the campus's history.</p>
<p>Campus Administrator Dr. Teresita M. Villanueva reminded the new students that "a state university is a promise the province makes to its young people, and we intend to keep it."</p>
<h2>What new students should do this week</h2>
<ul><li>Claim your student ID at the Registrar's Office, Ground Floor, Administration Building.</li><li>Attend the programme orientation scheduled by your department.</li><li>Activate your campus e-mail account through the Campus Mail portal.</li></ul>
<p>Classes begin on Monday at 7:30 a.m.</p>`,
  },
  {
    office: 'administration',
    type: 'news',
    title: 'Administration Building renovation completed ahead of schedule',
    daysAgo: 18,
    pictures: [
      {
        scene: 'campus-gate',
        time: 'dusk',
        variant: 5,
        description:
          'Drawing: the campus gate and the Administration Building at dusk, coconut palms along the driveway',
      },
      {
        scene: 'garden',
        time: 'afternoon',
        variant: 6,
        description:
          'Drawing: the garden beside the Administration Building in the afternoon, with a gazebo, flowerbeds and a bench',
      },
      {
        scene: 'health-station',
        time: 'noon',
        variant: 7,
        description:
          'Drawing: a bright room with a bed behind a curtain, a medicine cabinet and a nurse in white',
      },
    ],
    views: 655,
    likes: 31,
    content: `<p>The renovation of the Administration Building was completed two weeks ahead of schedule. The ground floor now houses a single front desk for the Registrar, Cashier and Records offices, so students can complete most transactions in one visit.</p>
<p>The building also has a ramp at the main entrance, an accessible restroom and a nursing room for staff and visitors.</p>`,
  },
  {
    office: 'bsit',
    type: 'news',
    title: 'BSIT students win first place at the regional hackathon with a flood-alert app',
    daysAgo: 5,
    pictures: [
      {
        scene: 'computer-lab',
        time: 'dusk',
        variant: 8,
        description:
          'Drawing: students work at rows of computers in the evening, code on the screens and a bar chart on the projector screen',
      },
      {
        scene: 'assembly',
        time: 'afternoon',
        variant: 9,
        description:
          'Drawing: a speaker at the lectern addresses a full hall from a stage with flags and a campus banner',
      },
      {
        scene: 'computer-lab',
        time: 'noon',
        variant: 10,
        description:
          'Drawing: a computer laboratory at midday, students at their screens and a network rack with blinking lights',
      },
      {
        scene: 'classroom',
        time: 'morning',
        variant: 11,
        description:
          'Drawing: a student presents at the chalkboard, a diagram behind them, in front of a class at their desks',
      },
      {
        scene: 'rice-paddies',
        time: 'afternoon',
        variant: 12,
        description:
          'Drawing: rice fields divided by dikes, farmers in salakot hats and a hut on stilts, hills behind',
      },
    ],
    views: 2310,
    likes: 148,
    content: `<p>A team of four third-year BSIT students won first place at the regional inter-university hackathon with <strong>BahaAlert</strong>, a mobile app that sends text warnings to barangay officials when river sensors detect rising water.</p>
<p>The team built a working prototype in 36 hours using low-cost water-level sensors and an SMS gateway. Judges praised the app for working on basic phones with no data connection.</p>
<blockquote>We wanted something our own barangay could use during the next typhoon, not just a demo.</blockquote>
<p>The team will represent the region at the national finals in February.</p>`,
  },
  {
    office: 'bsit',
    type: 'news',
    title: 'New computer laboratory opens with forty workstations',
    daysAgo: 26,
    pictures: [
      {
        scene: 'computer-lab',
        time: 'morning',
        variant: 13,
        description:
          'Drawing: the new computer laboratory in the morning, rows of workstations facing a projector screen',
      },
      {
        scene: 'computer-lab',
        time: 'afternoon',
        variant: 14,
        description:
          'Drawing: students at the workstations of the new laboratory in the afternoon, beside the networking rack',
      },
      {
        scene: 'computer-lab',
        time: 'noon',
        variant: 15,
        description:
          'Drawing: rows of monitors with code and charts on their screens in the computer laboratory at midday',
      },
    ],
    views: 720,
    likes: 44,
    content: `<p>The BSIT department opened its third computer laboratory, with forty workstations, a networking rack for hands-on routing and switching exercises, and solar panels that keep the room running during power interruptions.</p>
<p>The laboratory is open to all students from 7:00 a.m. to 7:00 p.m. on weekdays.</p>`,
  },
  {
    office: 'bsed',
    type: 'news',
    title: 'BSED graduates post a 91 percent passing rate in the licensure examination',
    daysAgo: 9,
    pictures: [
      {
        scene: 'classroom',
        time: 'afternoon',
        variant: 17,
        description:
          'Drawing: a review class in the afternoon, a teacher at the chalkboard and students at their desks',
      },
      {
        scene: 'graduation',
        time: 'noon',
        variant: 16,
        description:
          'Drawing: graduates in togas throw their caps into a bright midday sky in front of the campus building',
      },
      {
        scene: 'library',
        time: 'morning',
        variant: 18,
        description:
          'Drawing: graduates read at a long library table with green lamps, shelves of books behind them',
      },
    ],
    views: 1505,
    likes: 120,
    content: `<p>First-time takers from the Bachelor of Secondary Education programme posted a 91 percent passing rate in the September licensure examination for teachers, well above the national passing rate.</p>
<p>The department credits its review programme, in which faculty members coach graduates on weekends at no cost.</p>`,
  },
  {
    office: 'bsed',
    type: 'news',
    title: 'Student teachers begin their practicum in twelve partner schools',
    daysAgo: 33,
    pictures: [
      {
        scene: 'classroom',
        time: 'morning',
        variant: 19,
        description:
          'Drawing: a student teacher at the chalkboard in front of a class of secondary school students',
      },
      {
        scene: 'classroom',
        time: 'noon',
        variant: 20,
        description:
          'Drawing: a student teacher stands at the chalkboard with the lesson while students at their desks look on',
      },
    ],
    views: 410,
    likes: 12,
    content: `<p>Fifty-eight fourth-year BSED students began their teaching practicum in twelve public secondary schools across the province. Each student teacher is paired with a cooperating teacher and visited twice a month by a campus supervisor.</p>`,
  },
  {
    office: 'btvted',
    type: 'news',
    title: 'BTVTEd students earn national certificates in electrical installation',
    daysAgo: 12,
    pictures: [
      {
        scene: 'workshop',
        time: 'morning',
        variant: 21,
        description:
          'Drawing: students at an electrical installation training board with conduit, switches and a lamp, tools on a pegboard',
      },
      {
        scene: 'assembly',
        time: 'noon',
        variant: 23,
        description:
          'Drawing: certificate holders listen to a speaker on a stage with flags and a campus banner',
      },
      {
        scene: 'workshop',
        time: 'noon',
        variant: 22,
        description:
          'Drawing: the electrical workshop at midday, a workbench with a fan and a multimeter under a hanging lamp',
      },
    ],
    views: 530,
    likes: 27,
    content: `<p>Thirty-four Bachelor of Technical-Vocational Teacher Education students passed the national competency assessment in electrical installation and maintenance, earning certificates that qualify them to teach the subject in senior high school.</p>`,
  },
  {
    office: 'btvted',
    type: 'news',
    title: 'Skills workshop teaches basic appliance repair to out-of-school youth',
    daysAgo: 40,
    pictures: [
      {
        scene: 'workshop',
        time: 'dusk',
        variant: 24,
        description:
          'Drawing: an electric fan and a rice cooker being repaired on a workbench under a lamp, tools hung on a pegboard',
      },
      {
        scene: 'workshop',
        time: 'afternoon',
        variant: 25,
        description: 'Drawing: young people at a repair workbench with a fan, a rice cooker and a multimeter',
      },
    ],
    views: 260,
    likes: 9,
    content: `<p>BTVTEd faculty and students ran a three-day workshop on basic appliance repair for twenty-five out-of-school youth from neighbouring barangays. Participants repaired electric fans, rice cookers and irons donated by the community.</p>`,
  },
  {
    office: 'bsa',
    type: 'news',
    title: 'BSA demonstration farm harvests a new drought-tolerant rice variety',
    daysAgo: 7,
    pictures: [
      {
        scene: 'rice-paddies',
        time: 'morning',
        variant: 26,
        description:
          'Drawing: the demonstration farm in the morning, rows of rice in the paddies and farmers in salakot hats',
      },
      {
        scene: 'rice-paddies',
        time: 'noon',
        variant: 27,
        description:
          'Drawing: rice paddies divided by dikes under a midday sky, a hut on stilts and coconut palms',
      },
      {
        scene: 'rice-paddies',
        time: 'afternoon',
        variant: 28,
        description:
          'Drawing: farmers walk between the rice paddies of the demonstration farm in the afternoon, hills behind',
      },
      {
        scene: 'laboratory',
        time: 'noon',
        variant: 29,
        description: 'Drawing: researchers in lab coats at a bench with flasks, test tubes and a microscope',
      },
    ],
    views: 980,
    likes: 63,
    content: `<p>The demonstration farm of the Bachelor of Science in Agriculture programme harvested its first crop of a drought-tolerant rice variety, yielding 4.8 tonnes per hectare despite a dry planting season.</p>
<p>Seeds from the harvest will be shared with partner farmers' associations for the next cropping season.</p>`,
  },
  {
    office: 'bsa',
    type: 'news',
    title: 'Agriculture students train local farmers in organic fertiliser production',
    daysAgo: 21,
    pictures: [
      {
        scene: 'rice-paddies',
        time: 'afternoon',
        variant: 31,
        description:
          'Drawing: small rice farms in the afternoon, farmers in salakot hats and a hut on stilts',
      },
      {
        scene: 'garden',
        time: 'morning',
        variant: 30,
        description: 'Drawing: a garden with flowerbeds, a gazebo and a large shade tree in the morning',
      },
      {
        scene: 'rice-paddies',
        time: 'dusk',
        variant: 32,
        description:
          'Drawing: rice paddies at dusk under a purple and orange sky, coconut palms at the edges',
      },
    ],
    views: 345,
    likes: 18,
    content: `<p>Third-year BSA students taught forty farmers from San Isidro how to produce vermicompost and fermented plant juice, cutting the cost of fertiliser for small rice and vegetable farms.</p>`,
  },
  {
    office: 'research',
    type: 'news',
    title: 'Campus researchers present six papers at the national research congress',
    daysAgo: 4,
    pictures: [
      {
        scene: 'assembly',
        time: 'noon',
        variant: 33,
        description:
          'Drawing: a researcher presents from the lectern to a full hall, a banner and flags on the stage',
      },
      {
        scene: 'laboratory',
        time: 'afternoon',
        variant: 35,
        description:
          'Drawing: researchers in lab coats at a bench with glassware and a microscope, shelves of bottles on the wall',
      },
      {
        scene: 'assembly',
        time: 'dusk',
        variant: 34,
        description: 'Drawing: an audience listens to a paper presentation on a stage lit by a spotlight',
      },
    ],
    views: 890,
    likes: 40,
    content: `<p>Six faculty researchers presented their work at the national research congress, covering coastal resource management, rice production under changing rainfall and the use of mobile phones in rural classrooms.</p>
<p>Two of the papers were selected for publication in the congress journal.</p>`,
  },
  {
    office: 'research',
    type: 'proposal',
    title: 'Proposal: mapping seaweed farming areas along the eastern coast',
    daysAgo: 15,
    pictures: [
      {
        scene: 'coast',
        time: 'morning',
        variant: 36,
        description:
          'Drawing: the eastern coast in the morning, outrigger boats on the sea and coconut palms on the beach',
      },
      {
        scene: 'coast',
        time: 'noon',
        variant: 37,
        description:
          'Drawing: outrigger boats on a blue sea under a midday sky, islands on the horizon and a sandy shore',
      },
      {
        scene: 'coast',
        time: 'afternoon',
        variant: 38,
        description:
          'Drawing: fishing boats on the water in the afternoon, seen from a beach with coconut palms',
      },
    ],
    views: 320,
    likes: 11,
    content: `<p>This proposal seeks funding to map seaweed farming areas along the eastern coast using drone imagery and community interviews, so that municipal governments can plan for typhoon losses and market access.</p>
<h3>Objectives</h3>
<ol><li>Map active and abandoned seaweed farms in three municipalities.</li><li>Record production, prices and losses from recent typhoons.</li><li>Recommend sites for a shared drying and storage facility.</li></ol>`,
  },
  {
    office: 'research',
    type: 'completed',
    title: 'Completed study: household water quality in upland barangays',
    daysAgo: 48,
    pictures: [
      {
        scene: 'laboratory',
        time: 'morning',
        variant: 39,
        description:
          'Drawing: researchers in lab coats test water samples at a bench with beakers, flasks and a microscope',
      },
      {
        scene: 'health-station',
        time: 'afternoon',
        variant: 41,
        description:
          'Drawing: a health station with a bed, a medicine cabinet and a nurse in white talking with a visitor',
      },
      {
        scene: 'laboratory',
        time: 'afternoon',
        variant: 40,
        description:
          'Drawing: a laboratory bench with glassware and test tubes, shelves of bottles on the wall',
      },
    ],
    views: 610,
    likes: 22,
    content: `<p>A two-year study tested drinking water from 240 households in six upland barangays. It found that boiling and simple sand filters removed most bacterial contamination, and that spring boxes needed cleaning at least twice a year.</p>
<p>The findings were presented to the municipal health office, which has included spring-box maintenance in its annual plan.</p>`,
  },
  {
    office: 'extension',
    type: 'news',
    title: 'Extension office brings literacy sessions to coastal barangays',
    daysAgo: 6,
    pictures: [
      {
        scene: 'coast',
        time: 'afternoon',
        variant: 42,
        description:
          'Drawing: a coastal barangay in the afternoon, outrigger boats on the sea and palms on the beach',
      },
      {
        scene: 'classroom',
        time: 'afternoon',
        variant: 43,
        description:
          'Drawing: a volunteer teacher at the chalkboard and learners at their desks in the afternoon',
      },
      {
        scene: 'coast',
        time: 'dusk',
        variant: 44,
        description: 'Drawing: the coast at dusk, boats on the water under an orange and purple sky',
      },
      {
        scene: 'library',
        time: 'noon',
        variant: 45,
        description: 'Drawing: readers at a long table with reading lamps in front of full bookshelves',
      },
    ],
    views: 705,
    likes: 35,
    content: `<p>Volunteer students and faculty of the Extension and Training Office began weekend literacy sessions for children and adults in three coastal barangays. Sessions run for ten weeks and use reading materials written in the local language.</p>`,
  },
  {
    office: 'extension',
    type: 'proposal',
    title: 'Proposal: solar-powered water pumps for community vegetable gardens',
    daysAgo: 24,
    pictures: [
      {
        scene: 'garden',
        time: 'noon',
        variant: 46,
        description:
          'Drawing: a community garden at midday with flowerbeds along a path, a gazebo and a large shade tree',
      },
      {
        scene: 'garden',
        time: 'afternoon',
        variant: 47,
        description:
          'Drawing: flowerbeds and a bench beside a winding path in the afternoon, trees and hills behind',
      },
      {
        scene: 'rice-paddies',
        time: 'morning',
        variant: 48,
        description: 'Drawing: farm plots in rows in the morning, a hut on stilts and coconut palms',
      },
    ],
    views: 210,
    likes: 7,
    content: `<p>The extension office proposes to install solar-powered water pumps in four community vegetable gardens, with training for each garden's association on maintenance and record keeping.</p>`,
  },
  {
    office: 'extension',
    type: 'completed',
    title: 'Completed: disaster preparedness training for 300 barangay volunteers',
    daysAgo: 55,
    pictures: [
      {
        scene: 'health-station',
        time: 'morning',
        variant: 49,
        description: 'Drawing: a first-aid station with a bed, a curtain, a drip stand and a nurse in white',
      },
      {
        scene: 'assembly',
        time: 'morning',
        variant: 50,
        description: 'Drawing: barangay volunteers in a hall listen to a trainer at the lectern',
      },
      {
        scene: 'sports-field',
        time: 'afternoon',
        variant: 51,
        description:
          'Drawing: volunteers run drills on the campus field in the afternoon, a grandstand behind them',
      },
    ],
    views: 480,
    likes: 19,
    content: `<p>Over six months the extension office trained 300 barangay volunteers in first aid, evacuation planning and early warning. Each barangay now has an updated evacuation map and a trained response team.</p>`,
  },
  {
    office: 'library',
    type: 'news',
    title: 'Library extends its opening hours during the examination period',
    daysAgo: 2,
    pictures: [
      {
        scene: 'library',
        time: 'dusk',
        variant: 52,
        description:
          'Drawing: students study at the library table in the evening under green reading lamps, dusk at the window',
      },
      {
        scene: 'library',
        time: 'afternoon',
        variant: 53,
        description:
          'Drawing: the reading area in the afternoon, bookshelves on every wall and readers at a long table',
      },
      {
        scene: 'library',
        time: 'morning',
        variant: 54,
        description:
          'Drawing: shelves of colourful books and a window with a tree outside, readers at a table',
      },
    ],
    views: 540,
    likes: 25,
    content: `<p>The Campus Library will stay open until 7:00 p.m. on weekdays during the two weeks of final examinations. The reading area on the second floor is reserved for quiet study.</p>`,
  },
  {
    office: 'library',
    type: 'news',
    title: 'New e-resources: students now have access to two more online journal databases',
    daysAgo: 30,
    pictures: [
      {
        scene: 'computer-lab',
        time: 'afternoon',
        variant: 55,
        description: 'Drawing: students search online databases at rows of campus computers in the afternoon',
      },
      {
        scene: 'library',
        time: 'noon',
        variant: 56,
        description:
          'Drawing: readers at a library table with reading lamps, shelves of books and a bright window',
      },
    ],
    views: 300,
    likes: 10,
    content: `<p>Students and faculty can now use two more online journal databases from any campus computer or, with their library account, from home. Ask the librarian at the circulation desk for your log-in details.</p>`,
  },
];
