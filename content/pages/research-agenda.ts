import type { ContentPage } from './page-types.ts';

export const researchAgendaPage: ContentPage = {
  title: 'Research Agenda',
  eyebrow: 'Research',
  lead: 'The commodities and themes the campus will study in the coming years, chosen with farmers, schools and local governments of the province.',
  sections: [
    {
      id: 'commodity-based',
      heading: 'Commodity-based thrusts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Eight commodities matter most to the incomes of families in the province. Research on each covers varieties and breeds, production practices, pest and disease management, post-harvest handling, processing and marketing.',
        },
        {
          kind: 'numbered',
          items: [
            {
              number: '1',
              text: 'Rice: climate-resilient varieties, water-saving irrigation and lower-cost production for lowland and upland farms.',
            },
            {
              number: '2',
              text: 'Coconut: intercropping, organic fertilization and new products from coconut sap, husk and shell.',
            },
            {
              number: '3',
              text: 'Corn: yellow corn for feed and white corn for food, including drought-tolerant varieties.',
            },
            {
              number: '4',
              text: 'Vegetables: lowland and highland vegetables grown with integrated pest management and protected cultivation.',
            },
            {
              number: '5',
              text: 'Fruit crops: banana, citrus and lanzones, including nursery management and disease control.',
            },
            {
              number: '6',
              text: 'Root crops: cassava, sweet potato and taro for food security and processing.',
            },
            {
              number: '7',
              text: 'Livestock and poultry: native chicken, swine and goats raised with locally available feeds.',
            },
            {
              number: '8',
              text: 'Fisheries: tilapia and freshwater prawn culture, and sustainable management of coastal fisheries.',
            },
          ],
        },
      ],
    },
    {
      id: 'thematic',
      heading: 'Thematic thrusts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Seven themes cut across commodities and disciplines, and bring the education and information technology faculty into the research program.',
        },
        {
          kind: 'numbered',
          items: [
            {
              number: '1',
              text: 'Climate change adaptation and disaster risk reduction: early warning, resilient farming systems and community preparedness.',
            },
            {
              number: '2',
              text: 'Environment and natural resources: biodiversity of the Sierra Madre, watershed protection and waste management.',
            },
            {
              number: '3',
              text: 'Food security, nutrition and health: diets, food safety and nutrition of school children and farming households.',
            },
            {
              number: '4',
              text: 'Teacher education and learning outcomes: reading and numeracy, multigrade teaching and assessment in rural schools.',
            },
            {
              number: '5',
              text: 'Information and communication technology: digital tools for farms, schools, health centres and local governments.',
            },
            {
              number: '6',
              text: 'Indigenous peoples and cultural heritage: knowledge systems, language and livelihoods of indigenous communities.',
            },
            {
              number: '7',
              text: 'Rural enterprise and governance: cooperatives, value chains, agri-tourism and local development planning.',
            },
          ],
        },
      ],
    },
    {
      id: 'proposals',
      heading: 'Submitting a proposal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Faculty members submit proposals under these thrusts to the Research and Development Office. Proposals are reviewed in-house for relevance, soundness and budget before endorsement to the university or to outside funding agencies. Partners who would like the campus to study a problem in their community are welcome to contact the office.',
        },
      ],
    },
  ],
  related: [
    { label: 'Research Program', to: '/research/program' },
    { label: 'Research Proposals', to: '/research/proposals' },
    { label: 'Extension Agenda', to: '/extension/agenda' },
  ],
};
