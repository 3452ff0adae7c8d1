import { type OrgChart, post } from './chart-types.ts';

export const administrationChart: OrgChart = {
  title: 'Administration Organizational Chart',
  root: post('Campus Administrator', 'Dr. Teresita M. Villanueva', [
    post('Director, Academic Affairs and Quality Assurance', 'Dr. Maricel A. Santiago', [
      post('Program Chair, BSIT', 'Engr. Joel P. Mendoza'),
      post('Program Chair, BSED', 'Dr. Cristina L. Navarro'),
      post('Program Chair, BTVTEd', 'Dr. Ronaldo B. Castillo'),
      post('Program Chair, BSA', 'Dr. Eduardo V. Pascual'),
      post('Campus Registrar', 'Ms. Josephine D. Reyes'),
      post('Campus Librarian', 'Ms. Rosalinda C. Mercado'),
    ]),
    post('Director, Administrative and Finance Services', 'Mr. Ramon J. Dizon', [
      post('Human Resource Management Officer', 'Ms. Marivic T. Gonzales'),
      post('Accountant', 'Mr. Benjamin R. Flores'),
      post('Budget Officer', 'Ms. Rowena S. Lim'),
      post('Cashier', 'Ms. Analyn P. Cruz'),
      post('Records Officer', 'Mr. Dennis M. Garcia'),
      post('Procurement Officer', 'Mr. Alvin C. Ramos'),
      post('Supply Officer', 'Mr. Noel B. Torres'),
      post('General Services Head', 'Mr. Renato F. Villar'),
    ]),
    post('Coordinator, Research, Extension and Linkages', 'Dr. Liza G. Fernandez', [
      post('Head, Research and Development', 'Dr. Paolo R. Magbanua'),
      post('Head, Extension and Training', 'Dr. Arnel S. Tolentino'),
      post('Head, External Linkages', 'Dr. Michelle R. Soriano'),
      post('Head, Resource Generation', 'Mr. Jerome T. Salazar'),
    ]),
    post('Head, Student Affairs and Services', 'Dr. Grace E. Domingo', [
      post('Socio-Cultural Affairs Coordinator', 'Ms. Kristine Joy A. Valdez'),
      post('Sports Development Coordinator', 'Mr. Roberto N. Aguilar'),
      post('NSTP Coordinator', 'Mr. Carlo V. Bernardo'),
    ]),
    post('Head, Planning and MIS', 'Engr. Mark Anthony L. Rivera'),
  ]),
};
