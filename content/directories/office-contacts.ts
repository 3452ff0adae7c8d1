// How to reach each Staff Directory office and faculty member on a fresh install. These are only the first
// seed (src/server/services/directory.ts): staff keep them in the portal from then on. The head of each office
// is taken from its organisational chart (content/org-charts/offices.ts).
import type { AnyOfficeSlug } from '../../src/shared/contract/offices.ts';

export interface OfficeContactSeed {
  /** The portal office whose admins keep the entry. */
  keeper: AnyOfficeSlug;
  /** Local number on the campus trunk line, (042) 724-0158. */
  local: string;
  email: string;
  room: string;
  building: string;
  hours?: string;
}

export const CAMPUS_TRUNK_LINE = '(042) 724-0158';
export const CAMPUS_MAIL_DOMAIN = 'smsu.edu.ph';
const WEEKDAYS = 'Monday to Friday, 8:00 a.m. to 5:00 p.m. (open through lunch)';
const ADMIN = 'Administration Building';

export const officeContactSeeds: Record<string, OfficeContactSeed> = {
  'campus-admin': {
    keeper: 'administration',
    local: '101',
    email: 'oca.sanisidro',
    room: 'Room 201',
    building: ADMIN,
  },
  'admin-finance': {
    keeper: 'administration',
    local: '110',
    email: 'afs.sanisidro',
    room: 'Room 202',
    building: ADMIN,
  },
  'hr-office': {
    keeper: 'administration',
    local: '111',
    email: 'hrmo.sanisidro',
    room: 'Room 104',
    building: ADMIN,
  },
  cashier: {
    keeper: 'administration',
    local: '112',
    email: 'cashier.sanisidro',
    room: 'Window 1',
    building: ADMIN,
    hours: 'Monday to Friday, 8:00 a.m. to 4:00 p.m. (payments until 3:30 p.m.)',
  },
  accounting: {
    keeper: 'administration',
    local: '113',
    email: 'accounting.sanisidro',
    room: 'Room 105',
    building: ADMIN,
  },
  'documents-records': {
    keeper: 'administration',
    local: '114',
    email: 'records.sanisidro',
    room: 'Room 106',
    building: ADMIN,
  },
  budget: {
    keeper: 'administration',
    local: '115',
    email: 'budget.sanisidro',
    room: 'Room 107',
    building: ADMIN,
  },
  procurement: {
    keeper: 'administration',
    local: '116',
    email: 'procurement.sanisidro',
    room: 'Room 108',
    building: ADMIN,
  },
  supply: {
    keeper: 'administration',
    local: '117',
    email: 'supply.sanisidro',
    room: 'Supply Office',
    building: 'Motorpool and Warehouse',
  },
  'academic-qa': {
    keeper: 'administration',
    local: '120',
    email: 'qa.sanisidro',
    room: 'Room 203',
    building: ADMIN,
  },
  'student-affairs': {
    keeper: 'administration',
    local: '121',
    email: 'osas.sanisidro',
    room: 'Ground floor',
    building: 'Student Center',
  },
  'planning-mis': {
    keeper: 'administration',
    local: '122',
    email: 'mis.sanisidro',
    room: 'Room 204',
    building: ADMIN,
  },
  'resource-generation': {
    keeper: 'administration',
    local: '123',
    email: 'rgo.sanisidro',
    room: 'Campus Store',
    building: 'Student Center',
  },
  'socio-cultural': {
    keeper: 'administration',
    local: '124',
    email: 'culture.sanisidro',
    room: 'Second floor',
    building: 'Student Center',
  },
  sports: {
    keeper: 'administration',
    local: '125',
    email: 'sports.sanisidro',
    room: 'Office',
    building: 'Gymnasium',
  },
  'general-services': {
    keeper: 'administration',
    local: '126',
    email: 'gso.sanisidro',
    room: 'GSO Office',
    building: 'Motorpool and Warehouse',
  },
  'external-linkages': {
    keeper: 'administration',
    local: '127',
    email: 'linkages.sanisidro',
    room: 'Room 205',
    building: ADMIN,
  },
  library: {
    keeper: 'library',
    local: '130',
    email: 'library.sanisidro',
    room: 'Circulation desk',
    building: 'Library Building',
    hours: 'Monday to Friday, 7:00 a.m. to 5:30 p.m.',
  },
  nstp: {
    keeper: 'administration',
    local: '131',
    email: 'nstp.sanisidro',
    room: 'Room 3',
    building: 'Student Center',
  },
  'extension-training': {
    keeper: 'extension',
    local: '140',
    email: 'extension.sanisidro',
    room: 'Room 102',
    building: 'Research and Extension Building',
  },
  'research-development': {
    keeper: 'research',
    local: '141',
    email: 'research.sanisidro',
    room: 'Room 101',
    building: 'Research and Extension Building',
  },
  registrar: {
    keeper: 'administration',
    local: '102',
    email: 'registrar.sanisidro',
    room: 'Windows 2 to 4',
    building: ADMIN,
    hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.; Saturdays in enrolment weeks, 8:00 a.m. to 12:00 noon',
  },
  'bids-awards': {
    keeper: 'bids-awards',
    local: '118',
    email: 'bac.sanisidro',
    room: 'BAC Secretariat, Room 109',
    building: ADMIN,
  },
};

export const defaultOfficeHours = WEEKDAYS;

/** Consultation hours of a fresh install's faculty, by their place in the programme's chart. */
export const consultationSlots = [
  'Monday and Wednesday, 1:00 to 3:00 p.m.',
  'Tuesday and Thursday, 9:00 to 11:00 a.m.',
  'Wednesday and Friday, 2:00 to 4:00 p.m.',
  'Monday and Thursday, 10:00 a.m. to 12:00 noon',
] as const;
