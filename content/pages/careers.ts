// The Careers page. Vacancies are published from the portal's Site area and listed here until their closing date.

export const careersPage = {
  title: 'Careers',
  eyebrow: 'Work with us',
  heading: 'Build your career where it matters',
  lead: 'Join the faculty and staff of the San Isidro Campus and help the young people of the province learn, discover and serve.',
  positionsTitle: 'Available Positions',
  noVacancies: 'No job vacancies at the moment',
  noVacanciesHint:
    'New positions are announced here and on the university’s official pages. Please check again, or send your questions to the Human Resource Management Office.',
  loadingVacancies: 'Loading the open positions…',
  vacanciesFailed:
    'The open positions could not be loaded. Please try again later, or ask the Human Resource Management Office.',
  applyBy: 'Apply by',
  requirementsTitle: 'Requirements',
  howToApplyVacancyTitle: 'How to apply',
  benefitsTitle: 'Why work with us',
  benefits: [
    {
      icon: 'wallet',
      title: 'Competitive pay',
      text: 'Salaries under the government’s Salary Standardization Law, with mid-year and year-end bonuses and a performance-based bonus.',
    },
    {
      icon: 'shield',
      title: 'Security and insurance',
      text: 'Membership in GSIS, PhilHealth and Pag-IBIG, with life insurance and retirement benefits for permanent employees.',
    },
    {
      icon: 'graduation',
      title: 'Growth and scholarships',
      text: 'Support for graduate studies, trainings and conferences, and faculty scholarships within the university system.',
    },
    {
      icon: 'calendar',
      title: 'Leave benefits',
      text: 'Vacation and sick leave credits, special privilege leave, and maternity, paternity and solo-parent leave as the law provides.',
    },
    {
      icon: 'flask',
      title: 'Research and extension',
      text: 'Funding and time for research and community projects that answer real problems in the province.',
    },
    {
      icon: 'users',
      title: 'A caring community',
      text: 'A friendly campus with wellness activities, sports and cultural events, in one of the greenest towns of the Sierra Madre.',
    },
  ],
  howToApplyTitle: 'How to Apply',
  steps: [
    {
      title: 'Prepare your documents',
      text: 'An application letter naming the position, a Personal Data Sheet (CS Form 212) with a recent photo, transcript of records, diploma, certificates of eligibility or licence, and certificates of training and employment.',
    },
    {
      title: 'Submit by e-mail or visit the HR office',
      text: 'Send your documents as PDF files to the Human Resource Management Office, or hand them in at the office on the ground floor of the Administration Building, Monday to Friday, 8:00 a.m. to 5:00 p.m.',
    },
    {
      title: 'Interview',
      text: 'Qualified applicants are invited to a written examination, a demonstration teaching for faculty positions, and an interview by the selection board. Results are sent to every applicant.',
    },
  ],
  applyLabel: 'Apply Now',
  applyDisabledTitle: 'No vacancies',
  askLabel: 'Ask Questions',
  equalOpportunity:
    'The university is an equal opportunity employer. Selection is based on merit and fitness, without discrimination by sex, sexual orientation, religion, ethnicity, disability or political affiliation.',
};
