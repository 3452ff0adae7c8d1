import type { ContentPage } from './page-types.ts';

export const extensionAgendaPage: ContentPage = {
  title: 'Extension Agenda',
  eyebrow: 'Extension',
  lead: 'Four umbrella programs group every extension project of the campus. Each pairs the expertise of a college with the needs of partner communities.',
  sections: [
    {
      id: 'agri-fishery',
      heading: 'Program 1: Sustainable Agri-Fishery Livelihoods',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Led by the agriculture and technical-vocational faculty, this program helps farming and fishing households produce more, lose less after harvest and earn more from what they sell.',
        },
        {
          kind: 'bullets',
          items: [
            'Techno-demonstration farms for rice, vegetables and native chicken in partner barangays.',
            'Farmer field schools on integrated pest management and organic fertilizer production.',
            'Training on tilapia culture, fish processing and fishpond management.',
            'Food processing and packaging training for rural women’s associations.',
            'Linking farmers’ groups with institutional buyers and local markets.',
          ],
        },
      ],
    },
    {
      id: 'education',
      heading: 'Program 2: Literacy and Education Support',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Led by the teacher education faculty and student teachers, this program supports learners and teachers in public schools and in communities far from schools.',
        },
        {
          kind: 'bullets',
          items: [
            'Reading and numeracy tutorials for struggling learners in partner elementary schools.',
            'Training for public school teachers on content, classroom assessment and multigrade teaching.',
            'Learning materials in the mother tongue, developed with teachers and parents.',
            'Adult literacy sessions for out-of-school youth and adults in coastal and upland barangays.',
          ],
        },
      ],
    },
    {
      id: 'digital',
      heading: 'Program 3: Digital Inclusion and Smart Communities',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Led by the information technology faculty, this program brings practical digital skills and tools to residents, schools and local offices.',
        },
        {
          kind: 'bullets',
          items: [
            'Basic computer and internet safety training for senior citizens, farmers and small-business owners.',
            'Information systems for barangay records, health centres and school offices, with training for their users.',
            'Community flood and typhoon alert systems built with the disaster risk reduction offices.',
            'Coding and robotics camps for high school students during the summer break.',
          ],
        },
      ],
    },
    {
      id: 'resilience',
      heading: 'Program 4: Healthy, Green and Resilient Communities',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A campus-wide program that joins faculty, students and the National Service Training Program in caring for the health of people and of the environment.',
        },
        {
          kind: 'bullets',
          items: [
            'Mangrove and watershed reforestation with local government units and people’s organizations.',
            'Solid waste management and composting in partner barangays and schools.',
            'Community and school vegetable gardens with nutrition education for families.',
            'Disaster preparedness drills and first aid training.',
            'Relief and rehabilitation support after typhoons and floods.',
          ],
        },
      ],
    },
    {
      id: 'partnering',
      heading: 'Partnering with the campus',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Barangays, schools, cooperatives and agencies may request training or technical assistance from the Extension and Training Services Office. Requests are assessed against this agenda and scheduled with the faculty best suited to them.',
        },
      ],
    },
  ],
  related: [
    { label: 'Extension Program', to: '/extension/program' },
    { label: 'Extension Proposals', to: '/extension/proposals' },
    { label: 'Research Agenda', to: '/research/agenda' },
  ],
};
