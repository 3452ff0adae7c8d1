import type { ContentPage } from './page-types.ts';

export const qualityPolicyPage: ContentPage = {
  title: 'Quality Policy',
  eyebrow: 'About the Campus',
  lead: 'Our commitment to the students, parents, partners and communities we serve, and the objectives by which we measure it.',
  sections: [
    {
      id: 'policy',
      heading: 'Policy statement',
      blocks: [
        {
          kind: 'quote',
          text: 'Sierra Madre State University – San Isidro Campus commits to provide quality instruction, research, extension and production services that meet the needs of its students and stakeholders and comply with applicable statutory and regulatory requirements. We shall continually improve our quality management system through competent and committed personnel, sound management of resources, and regular review of our performance.',
        },
        {
          kind: 'paragraph',
          text: 'The policy applies to every office and academic program of the campus. It is communicated to all personnel, displayed in every office, and reviewed each year at the management review.',
        },
      ],
    },
    {
      id: 'objectives',
      heading: 'Quality objectives',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To carry out the policy, the campus sets six quality objectives and reports on them every year:',
        },
        {
          kind: 'numbered',
          items: [
            {
              number: '1',
              text: 'Keep all four degree programs accredited, and raise each program by at least one accreditation level within its accreditation cycle.',
            },
            {
              number: '2',
              text: 'Achieve board-examination passing rates above the national passing rate in every licensure examination taken by our graduates.',
            },
            {
              number: '3',
              text: 'Complete at least ten research projects a year that address the campus research agenda, and present or publish their results.',
            },
            {
              number: '4',
              text: 'Deliver extension and training services to at least fifteen partner communities a year, with at least 90 percent of participants rating them satisfactory or better.',
            },
            {
              number: '5',
              text: "Act on every request for frontline service within the processing times stated in the Citizens' Charter, and resolve every complaint within fifteen working days.",
            },
            {
              number: '6',
              text: 'Give every faculty member and staff member at least one relevant training or development activity each year.',
            },
          ],
        },
      ],
    },
    {
      id: 'commitment',
      heading: 'How we keep the commitment',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Internal quality audits of every office twice a year.',
            'Client satisfaction surveys at every frontline service counter.',
            'A yearly management review of the quality objectives, audit findings and client feedback.',
            'Corrective actions recorded and followed up until they are closed.',
          ],
        },
        {
          kind: 'paragraph',
          text: "Suggestions and complaints are welcome at any office, through the Citizens' Charter feedback forms, or through the Send a Concern page of this website.",
        },
      ],
    },
  ],
  related: [
    { label: 'Mission & Vision', to: '/about/mission-vision' },
    { label: "Citizens' Charter", to: '/quick-links/citizens-charter' },
    { label: 'Send a Concern', to: '/send-concern' },
  ],
};
