import { type OrgChart, post } from './chart-types.ts';

export const extensionChart: OrgChart = {
  title: 'Extension Organizational Chart',
  root: post('Coordinator, Research, Extension and Linkages', 'Dr. Liza G. Fernandez', [
    post('Head, Extension and Training', 'Dr. Arnel S. Tolentino', [
      post('Extension Associate, Agri-Fishery Livelihoods', 'Mr. Leonardo B. Umali'),
      post('Extension Associate, Literacy and Education', 'Ms. Rhea M. Santos'),
      post('Extension Associate, Digital Inclusion', 'Mr. Kevin J. Ocampo'),
      post('Extension Associate, Resilient Communities', 'Ms. Jennifer C. Aguino'),
    ]),
    post('Training Assistant', 'Mr. Gilbert D. Ramirez'),
  ]),
};
