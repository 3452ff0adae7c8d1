import { type OrgChart, post } from './chart-types.ts';

export const libraryChart: OrgChart = {
  title: 'Library Organizational Chart',
  root: post('Campus Librarian', 'Ms. Rosalinda C. Mercado', [
    post('Librarian, Technical Services', 'Ms. Janice L. Estrada'),
    post('Librarian, Readers’ Services', 'Mr. Arvin P. Dela Paz'),
    post('Library Aide', 'Ms. Lorna S. Castro'),
  ]),
};
