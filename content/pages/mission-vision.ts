import type { ContentPage } from './page-types.ts';

/** The university's vision, quoted exactly wherever it appears. */
export const VISION = 'A leading Research University in the ASEAN Region.';

export const MISSION =
  'Sierra Madre State University develops competent and ethical graduates, generates knowledge and technologies that matter to the communities it serves, and shares them through responsive extension services for the sustainable development of the region and the country.';

export const missionVisionPage: ContentPage = {
  title: 'Mission & Vision',
  eyebrow: 'About the Campus',
  lead: 'What the university aims to become, what it does every day to get there, and the values that guide the San Isidro Campus.',
  sections: [
    {
      id: 'vision',
      heading: 'Vision',
      blocks: [{ kind: 'quote', text: VISION }],
    },
    {
      id: 'mission',
      heading: 'Mission',
      blocks: [{ kind: 'quote', text: MISSION }],
    },
    {
      id: 'campus-goals',
      heading: 'Goals of the San Isidro Campus',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The San Isidro Campus carries the university’s mission into the farming and fishing communities of the province. It works towards five goals:',
        },
        {
          kind: 'bullets',
          items: [
            'Provide quality, accessible and relevant education in information technology, teacher education and agriculture.',
            'Produce graduates who pass licensure examinations, find decent work or start enterprises, and serve their communities.',
            'Conduct research that answers the needs of local farmers, fisherfolk, schools and local governments.',
            'Deliver extension and training services that turn research results into better livelihoods.',
            'Manage the campus’s people, funds and facilities with integrity, transparency and care for the environment.',
          ],
        },
      ],
    },
    {
      id: 'core-values',
      heading: 'Core values',
      blocks: [
        {
          kind: 'lead-in',
          label: 'Excellence.',
          text: 'We hold our teaching, research and service to high standards and measure ourselves against them.',
        },
        {
          kind: 'lead-in',
          label: 'Integrity.',
          text: 'We are honest in our work, accountable for public resources and fair to everyone we serve.',
        },
        {
          kind: 'lead-in',
          label: 'Service.',
          text: 'We put our knowledge to work for the communities that support the university.',
        },
        {
          kind: 'lead-in',
          label: 'Inclusiveness.',
          text: 'We welcome learners of every background, including indigenous peoples and persons with disabilities.',
        },
        {
          kind: 'lead-in',
          label: 'Stewardship.',
          text: 'We care for the Sierra Madre forests, rivers and coasts that sustain the province.',
        },
      ],
    },
  ],
  related: [
    { label: 'Historical Background', to: '/about/history' },
    { label: 'Quality Policy', to: '/about/quality-policy' },
    { label: 'Research Program', to: '/research/program' },
  ],
};
