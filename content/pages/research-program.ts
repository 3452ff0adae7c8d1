import type { ContentPage } from './page-types.ts';

export const researchProgramPage: ContentPage = {
  title: 'Research Program',
  eyebrow: 'Research',
  lead: 'How the campus chooses, funds, tests and shares research, so that its results reach farms, classrooms and town halls.',
  sections: [
    {
      id: 'thrusts',
      heading: 'Research thrusts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Research at the San Isidro Campus serves the people of the province. Every project falls under one of four thrusts:',
        },
        {
          kind: 'numbered',
          items: [
            {
              number: '1',
              text: 'Productivity and profitability of the province’s main farm and fishery commodities.',
            },
            {
              number: '2',
              text: 'Quality and relevance of basic, technical-vocational and teacher education.',
            },
            {
              number: '3',
              text: 'Information technology solutions for agriculture, education, disaster preparedness and local governance.',
            },
            {
              number: '4',
              text: 'Protection of the Sierra Madre environment and resilience of communities to climate change.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The specific commodities and themes are listed in the Research Agenda.',
        },
      ],
    },
    {
      id: 'strategies',
      heading: 'Strategies',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Allocate 10 to 20 percent of the campus’s supplemental budget to research, in addition to grants from outside funding agencies.',
            'Form multidisciplinary teams so that agriculture, education and IT faculty work on the same community problem.',
            'Give priority to projects that partner with local government units, farmers’ associations and schools.',
            'Hold an annual in-house review where every ongoing and completed project is presented and evaluated.',
            'Match each research project with an extension activity, so that results are shared as soon as they are verified.',
          ],
        },
      ],
    },
    {
      id: 'technology-management',
      heading: 'Technology management',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A technology developed on campus moves from the experiment station to farmers’ fields in three stages: verification, demonstration and commercialization. A technology moves to the next stage only when it meets these criteria:',
        },
        {
          kind: 'numbered',
          items: [
            {
              number: '1',
              text: 'Technically sound: it performs consistently in on-farm verification trials over 2 to 3 seasons.',
            },
            {
              number: '2',
              text: 'Economically viable: it gives a higher net income or lower cost than the practice farmers use now.',
            },
            {
              number: '3',
              text: 'Socially acceptable: farmers, teachers or other intended users find it practical and are willing to adopt it.',
            },
            {
              number: '4',
              text: 'Environmentally safe: it does not harm soil, water, biodiversity or human health.',
            },
            {
              number: '5',
              text: 'Protected: inventions and software are assessed for patent, utility model or copyright registration before release.',
            },
          ],
        },
      ],
    },
    {
      id: 'policy-advocacy',
      heading: 'Policy advocacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Research results that bear on public decisions are turned into short policy notes in plain language and presented to the people who make those decisions: the municipal and provincial councils, the Department of Agriculture, the Department of Education division office and barangay officials.',
        },
        {
          kind: 'paragraph',
          text: 'The campus takes part in the regional research and development consortium, so that its findings inform regional plans for agriculture, education and disaster risk reduction.',
        },
      ],
    },
    {
      id: 'capability-building',
      heading: 'Capability building',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Workshops every semester on research design, statistics, scientific writing and research ethics.',
            'Mentoring of young researchers by senior faculty, with a first project funded by the campus.',
            'Support for graduate studies, paper presentations at conferences and publication fees in indexed journals.',
            'Incentives and public recognition for published papers, registered intellectual property and adopted technologies.',
            'Upgrading of laboratories, the experiment station and access to electronic journals through the library.',
          ],
        },
      ],
    },
  ],
  related: [
    { label: 'Research Agenda', to: '/research/agenda' },
    { label: 'Research News', to: '/research/news' },
    { label: 'Research Published', to: '/research/published' },
  ],
};
