import { type OrgChart, post } from './chart-types.ts';

export const researchChart: OrgChart = {
  title: 'Research Organizational Chart',
  root: post('Coordinator, Research, Extension and Linkages', 'Dr. Liza G. Fernandez', [
    post('Head, Research and Development', 'Dr. Paolo R. Magbanua', [
      post('Research Associate, Agriculture and Fisheries', 'Dr. Eduardo V. Pascual'),
      post('Research Associate, Education', 'Dr. Cristina L. Navarro'),
      post('Research Associate, Information Technology', 'Mr. Vincent A. Macaraeg'),
      post('Publication and IP Officer', 'Ms. Angelica R. Bautista'),
    ]),
    post('Research Assistant', 'Ms. Hazel P. Manalastas'),
  ]),
};
