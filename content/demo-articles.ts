// Demo articles seeded into an empty database (SEED_DEMO=true), so every page has content on first start.
// `daysAgo` sets created_at relative to the first start; `scene` picks the colours of the generated images.

export interface DemoArticle {
  office: 'administration' | 'bsit' | 'bsed' | 'btvted' | 'bsa' | 'research' | 'extension' | 'library';
  type: 'news' | 'proposal' | 'completed';
  title: string;
  daysAgo: number;
  scene: 'morning' | 'field' | 'dusk' | 'lab' | 'coast';
  images: number;
  views: number;
  likes: number;
  content: string;
}

/** Descriptions (alt text) of the generated demo pictures, by scene; numbered per picture when seeded. */
export const sceneDescriptions: Record<DemoArticle['scene'], string> = {
  morning:
    'Drawing of the campus building with a green door under a pale morning sky, trees along the lawn in front',
  field: 'Drawing of the campus building among green rice fields and hills on a bright day',
  dusk: 'Drawing of the campus building at dusk, its lit windows glowing under an orange sky',
  lab: 'Drawing of the campus building with rows of windows, trees and hills behind it under a clear sky',
  coast: 'Drawing of the campus building near the coast, blue water between the hills and the trees',
};

export const demoArticles: DemoArticle[] = [
  {
    office: 'administration',
    type: 'news',
    title: 'Campus welcomes 612 first-year students at the opening of the academic year',
    daysAgo: 3,
    scene: 'morning',
    images: 3,
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
    scene: 'dusk',
    images: 2,
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
    scene: 'lab',
    images: 4,
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
    scene: 'lab',
    images: 2,
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
    scene: 'morning',
    images: 2,
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
    scene: 'field',
    images: 1,
    views: 410,
    likes: 12,
    content: `<p>Fifty-eight fourth-year BSED students began their teaching practicum in twelve public secondary schools across the province. Each student teacher is paired with a cooperating teacher and visited twice a month by a campus supervisor.</p>`,
  },
  {
    office: 'btvted',
    type: 'news',
    title: 'BTVTEd students earn national certificates in electrical installation',
    daysAgo: 12,
    scene: 'lab',
    images: 2,
    views: 530,
    likes: 27,
    content: `<p>Thirty-four Bachelor of Technical-Vocational Teacher Education students passed the national competency assessment in electrical installation and maintenance, earning certificates that qualify them to teach the subject in senior high school.</p>`,
  },
  {
    office: 'btvted',
    type: 'news',
    title: 'Skills workshop teaches basic appliance repair to out-of-school youth',
    daysAgo: 40,
    scene: 'dusk',
    images: 1,
    views: 260,
    likes: 9,
    content: `<p>BTVTEd faculty and students ran a three-day workshop on basic appliance repair for twenty-five out-of-school youth from neighbouring barangays. Participants repaired electric fans, rice cookers and irons donated by the community.</p>`,
  },
  {
    office: 'bsa',
    type: 'news',
    title: 'BSA demonstration farm harvests a new drought-tolerant rice variety',
    daysAgo: 7,
    scene: 'field',
    images: 3,
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
    scene: 'field',
    images: 2,
    views: 345,
    likes: 18,
    content: `<p>Third-year BSA students taught forty farmers from San Isidro how to produce vermicompost and fermented plant juice, cutting the cost of fertiliser for small rice and vegetable farms.</p>`,
  },
  {
    office: 'research',
    type: 'news',
    title: 'Campus researchers present six papers at the national research congress',
    daysAgo: 4,
    scene: 'dusk',
    images: 2,
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
    scene: 'coast',
    images: 2,
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
    scene: 'morning',
    images: 2,
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
    scene: 'coast',
    images: 3,
    views: 705,
    likes: 35,
    content: `<p>Volunteer students and faculty of the Extension and Training Office began weekend literacy sessions for children and adults in three coastal barangays. Sessions run for ten weeks and use reading materials written in the local language.</p>`,
  },
  {
    office: 'extension',
    type: 'proposal',
    title: 'Proposal: solar-powered water pumps for community vegetable gardens',
    daysAgo: 24,
    scene: 'field',
    images: 2,
    views: 210,
    likes: 7,
    content: `<p>The extension office proposes to install solar-powered water pumps in four community vegetable gardens, with training for each garden's association on maintenance and record keeping.</p>`,
  },
  {
    office: 'extension',
    type: 'completed',
    title: 'Completed: disaster preparedness training for 300 barangay volunteers',
    daysAgo: 55,
    scene: 'dusk',
    images: 2,
    views: 480,
    likes: 19,
    content: `<p>Over six months the extension office trained 300 barangay volunteers in first aid, evacuation planning and early warning. Each barangay now has an updated evacuation map and a trained response team.</p>`,
  },
  {
    office: 'library',
    type: 'news',
    title: 'Library extends its opening hours during the examination period',
    daysAgo: 2,
    scene: 'morning',
    images: 2,
    views: 540,
    likes: 25,
    content: `<p>The Campus Library will stay open until 7:00 p.m. on weekdays during the two weeks of final examinations. The reading area on the second floor is reserved for quiet study.</p>`,
  },
  {
    office: 'library',
    type: 'news',
    title: 'New e-resources: students now have access to two more online journal databases',
    daysAgo: 30,
    scene: 'lab',
    images: 1,
    views: 300,
    likes: 10,
    content: `<p>Students and faculty can now use two more online journal databases from any campus computer or, with their library account, from home. Ask the librarian at the circulation desk for your log-in details.</p>`,
  },
];
