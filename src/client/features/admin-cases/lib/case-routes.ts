// Where the case screens live in the administrator portal.
import { ADMIN_BASE } from '../../../lib/admin-paths.ts';

export const CASES_PATH = `${ADMIN_BASE}/cases`;
export const casePath = (id: number) => `${CASES_PATH}/${id}`;
export const HOLIDAYS_PATH = `${ADMIN_BASE}/cases/holidays`;
export const REPORT_PATH = `${ADMIN_BASE}/cases/report`;
export const FOI_PATH = `${ADMIN_BASE}/foi`;
export const foiPath = (id: number) => `${FOI_PATH}/${id}`;
export const CSM_REPORT_PATH = `${ADMIN_BASE}/satisfaction`;
