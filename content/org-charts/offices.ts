// Organisational charts of the 23 offices of the Staff Directory, keyed by office id.
import { type OrgChart, post } from './chart-types.ts';

const chart = (office: string, root: OrgChart['root']): OrgChart => ({
  title: `${office} Organizational Chart`,
  root,
});

export const officeCharts: Record<string, OrgChart> = {
  'campus-admin': chart(
    'Office of the Campus Administrator',
    post('Campus Administrator', 'Dr. Teresita M. Villanueva', [
      post('Executive Assistant', 'Ms. Precious M. Dela Cruz'),
      post('Administrative Officer', 'Mr. Julius C. Navarro'),
      post('Administrative Aide', 'Ms. Loida B. Francisco'),
    ]),
  ),
  'admin-finance': chart(
    'Administrative and Finance Services',
    post('Director, Administrative and Finance Services', 'Mr. Ramon J. Dizon', [
      post('Human Resources', 'Ms. Marivic T. Gonzales'),
      post('Accounting', 'Mr. Benjamin R. Flores'),
      post('Budget', 'Ms. Rowena S. Lim'),
      post('Cashiering', 'Ms. Analyn P. Cruz'),
      post('Records', 'Mr. Dennis M. Garcia'),
      post('Procurement', 'Mr. Alvin C. Ramos'),
      post('Supply and Property', 'Mr. Noel B. Torres'),
      post('General Services', 'Mr. Renato F. Villar'),
    ]),
  ),
  'hr-office': chart(
    'Human Resource Management Office',
    post('Human Resource Management Officer', 'Ms. Marivic T. Gonzales', [
      post('HR Assistant, Recruitment and Records', 'Ms. Clarissa D. Lumbao'),
      post('HR Assistant, Payroll and Benefits', 'Mr. Edwin R. Santiago'),
    ]),
  ),
  cashier: chart(
    "Cashier's Office",
    post('Cashier', 'Ms. Analyn P. Cruz', [
      post('Collecting Officer', 'Ms. Mylene G. Aquino'),
      post('Disbursing Officer', 'Mr. Ronnie S. Manalo'),
    ]),
  ),
  accounting: chart(
    'Accounting Office',
    post('Accountant', 'Mr. Benjamin R. Flores', [
      post('Accounting Clerk, Disbursements', 'Ms. Sarah Jane T. Cruz'),
      post('Accounting Clerk, Receivables', 'Ms. Honeylyn B. Reyes'),
    ]),
  ),
  'documents-records': chart(
    'Documents and Records Section',
    post('Records Officer', 'Mr. Dennis M. Garcia', [post('Records Clerk', 'Ms. Ivy C. Santos')]),
  ),
  budget: chart(
    'Budget Office',
    post('Budget Officer', 'Ms. Rowena S. Lim', [post('Budget Assistant', 'Mr. Paulo G. Reyes')]),
  ),
  procurement: chart(
    'Procurement Office',
    post('Procurement Officer', 'Mr. Alvin C. Ramos', [
      post('Procurement Assistant', 'Ms. Geraldine F. Pascua'),
      post('Canvasser', 'Mr. Jomar L. Villanueva'),
    ]),
  ),
  supply: chart(
    'Supply and Property Management Office',
    post('Supply Officer', 'Mr. Noel B. Torres', [
      post('Property Custodian', 'Mr. Rodrigo A. Mateo'),
      post('Storekeeper', 'Ms. Evelyn C. Domingo'),
    ]),
  ),
  'academic-qa': chart(
    'Academic Affairs and Quality Assurance',
    post('Director, Academic Affairs and Quality Assurance', 'Dr. Maricel A. Santiago', [
      post('Program Chair, BSIT', 'Engr. Joel P. Mendoza'),
      post('Program Chair, BSED', 'Dr. Cristina L. Navarro'),
      post('Program Chair, BTVTEd', 'Dr. Ronaldo B. Castillo'),
      post('Program Chair, BSA', 'Dr. Eduardo V. Pascual'),
      post('Quality Assurance Coordinator', 'Dr. Helen V. Aquino'),
      post('Accreditation Coordinator', 'Dr. Anna Liza P. Magsino'),
    ]),
  ),
  'student-affairs': chart(
    'Office of Student Affairs and Services',
    post('Head, Student Affairs and Services', 'Dr. Grace E. Domingo', [
      post('Guidance Counselor', 'Ms. Liezl R. Manansala'),
      post('Scholarship Coordinator', 'Mr. Allan T. Reyes'),
      post('Student Organizations Adviser', 'Ms. Kristine Joy A. Valdez'),
      post('Campus Nurse', 'Ms. Rochelle P. Bautista'),
    ]),
  ),
  'planning-mis': chart(
    'Planning and Management Information Systems Office',
    post('Head, Planning and MIS', 'Engr. Mark Anthony L. Rivera', [
      post('Planning Officer', 'Ms. Joanna M. Castro'),
      post('Systems Administrator', 'Mr. Raymond S. Dizon'),
    ]),
  ),
  'resource-generation': chart(
    'Resource Generation Office',
    post('Head, Resource Generation', 'Mr. Jerome T. Salazar', [
      post('Farm and Fishpond Manager', 'Mr. Eduardo M. Lazaro'),
      post('Food Processing Center Manager', 'Ms. Marites L. Samonte'),
      post('Sales Clerk', 'Ms. Bernadette C. Ilagan'),
    ]),
  ),
  'socio-cultural': chart(
    'Socio-Cultural Affairs Office',
    post('Socio-Cultural Affairs Coordinator', 'Ms. Kristine Joy A. Valdez', [
      post('Cultural Dance Troupe Trainer', 'Mr. Jonathan B. Cortez'),
      post('Chorale Director', 'Ms. Katrina E. Valencia'),
    ]),
  ),
  sports: chart(
    'Sports Development Office',
    post('Sports Development Coordinator', 'Mr. Roberto N. Aguilar', [
      post('Coach, Ball Games', 'Mr. Christian D. Abad'),
      post('Coach, Athletics', 'Mr. Ferdinand T. Lacson'),
    ]),
  ),
  'general-services': chart(
    'General Services Office',
    post('General Services Head', 'Mr. Renato F. Villar', [
      post('Maintenance Supervisor', 'Mr. Rolando P. Garcia'),
      post('Motor Pool Driver', 'Mr. Emmanuel D. Santos'),
      post('Utility Worker, Buildings', 'Mr. Alberto S. Cruz'),
      post('Utility Worker, Grounds', 'Mr. Jessie R. Lopez'),
    ]),
  ),
  'external-linkages': chart(
    'External Linkages Office',
    post('Head, External Linkages', 'Dr. Michelle R. Soriano', [
      post('Linkages Assistant', 'Ms. Trisha Mae G. Fernando'),
    ]),
  ),
  library: chart(
    'Campus Library',
    post('Campus Librarian', 'Ms. Rosalinda C. Mercado', [
      post('Librarian, Technical Services', 'Ms. Janice L. Estrada'),
      post('Librarian, Readers’ Services', 'Mr. Arvin P. Dela Paz'),
      post('Library Aide', 'Ms. Lorna S. Castro'),
    ]),
  ),
  nstp: chart(
    'National Service Training Program Office',
    post('NSTP Coordinator', 'Mr. Carlo V. Bernardo', [
      post('CWTS Facilitator', 'Ms. Kimberly A. Fajardo'),
      post('LTS Facilitator', 'Mr. Mark Joseph D. Tan'),
    ]),
  ),
  'extension-training': chart(
    'Extension and Training Services Office',
    post('Head, Extension and Training', 'Dr. Arnel S. Tolentino', [
      post('Extension Associate', 'Mr. Leonardo B. Umali'),
      post('Extension Associate', 'Ms. Rhea M. Santos'),
      post('Training Assistant', 'Mr. Gilbert D. Ramirez'),
    ]),
  ),
  'research-development': chart(
    'Research and Development Office',
    post('Head, Research and Development', 'Dr. Paolo R. Magbanua', [
      post('Publication and IP Officer', 'Ms. Angelica R. Bautista'),
      post('Research Assistant', 'Ms. Hazel P. Manalastas'),
    ]),
  ),
  registrar: chart(
    'Office of the Campus Registrar',
    post('Campus Registrar', 'Ms. Josephine D. Reyes', [
      post('Registration Clerk', 'Ms. Aileen M. Gomez'),
      post('Records Evaluator', 'Mr. Patrick J. Soriano'),
      post('Frontline Clerk', 'Ms. Nenita C. Perez'),
    ]),
  ),
  'bids-awards': chart(
    'Bids and Awards Committee',
    post('Chairperson', 'Dr. Cristina L. Navarro', [
      post('Vice Chairperson', 'Mr. Dennis M. Garcia'),
      post('Member', 'Engr. Mark Anthony L. Rivera'),
      post('Member', 'Dr. Eduardo V. Pascual'),
      post('Head, BAC Secretariat', 'Ms. Precious M. Dela Cruz'),
    ]),
  ),
};
