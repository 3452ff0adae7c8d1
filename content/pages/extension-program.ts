import type { ContentPage } from './page-types.ts';

export const extensionProgramPage: ContentPage = {
  title: 'Extension Program',
  eyebrow: 'Extension',
  lead: 'How the campus shares its knowledge, technologies and services with the communities of the province, and the principles that guide the work.',
  sections: [
    {
      id: 'strategic-goals',
      heading: '1. Strategic goals',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Extension is one of the four functions of the university, with instruction, research and production. The extension program of the San Isidro Campus pursues three strategic goals:',
        },
        {
          kind: 'numbered',
          items: [
            {
              number: '1.1',
              text: 'Improved livelihoods: higher and steadier incomes for farming, fishing and small-enterprise households through technologies the campus has developed or verified.',
            },
            {
              number: '1.2',
              text: 'Empowered communities: people and organizations able to plan, manage and sustain their own development projects.',
            },
            {
              number: '1.3',
              text: 'Engaged university: students, faculty and staff who learn from communities and apply what they learn in teaching and research.',
            },
          ],
        },
      ],
    },
    {
      id: 'objectives',
      heading: '2. Objectives',
      blocks: [
        { kind: 'paragraph', text: 'Specifically, the extension program aims to:' },
        {
          kind: 'numbered',
          items: [
            {
              number: '2.1',
              text: 'Transfer mature technologies from campus research to farmers, fisherfolk and entrepreneurs.',
            },
            {
              number: '2.2',
              text: 'Provide non-degree training and skills certification to out-of-school youth, farmers and workers.',
            },
            {
              number: '2.3',
              text: 'Support public schools with teacher training, learning materials and reading and numeracy programs.',
            },
            {
              number: '2.4',
              text: 'Help local government units with planning, data management and information technology.',
            },
            {
              number: '2.5',
              text: 'Strengthen cooperatives and people’s organizations in management, bookkeeping and marketing.',
            },
            {
              number: '2.6',
              text: 'Promote environmental protection, climate change adaptation and disaster preparedness in partner barangays.',
            },
            {
              number: '2.7',
              text: 'Improve the health and nutrition of families through food production, food safety and nutrition education.',
            },
            {
              number: '2.8',
              text: 'Involve students in community service through the National Service Training Program and program-based outreach.',
            },
            {
              number: '2.9',
              text: 'Build partnerships with government agencies, private companies and non-government organizations to widen the reach of services.',
            },
            {
              number: '2.10',
              text: 'Monitor and evaluate every extension project, and feed its lessons back into instruction and research.',
            },
          ],
        },
      ],
    },
    {
      id: 'guiding-principles',
      heading: '3. Guiding principles',
      blocks: [
        {
          kind: 'lead-in',
          label: 'Needs first.',
          text: 'Every project starts from a needs assessment done with the community, not from what the campus happens to offer.',
        },
        {
          kind: 'lead-in',
          label: 'Participation.',
          text: 'Communities take part in planning, carrying out and evaluating the projects meant for them.',
        },
        {
          kind: 'lead-in',
          label: 'Research-based.',
          text: 'Only verified technologies and sound practices are extended to the public.',
        },
        {
          kind: 'lead-in',
          label: 'Sustainability.',
          text: 'Projects are designed so that partners can continue them after the campus steps back.',
        },
        {
          kind: 'lead-in',
          label: 'Inclusiveness.',
          text: 'Women, youth, indigenous peoples, senior citizens and persons with disabilities are deliberately reached.',
        },
        {
          kind: 'lead-in',
          label: 'Accountability.',
          text: 'Results and spending are reported openly to partners and to the university.',
        },
      ],
    },
  ],
  related: [
    { label: 'Extension Agenda', to: '/extension/agenda' },
    { label: 'Extension News', to: '/extension/news' },
    { label: 'Extension Completed', to: '/extension/completed' },
  ],
};
