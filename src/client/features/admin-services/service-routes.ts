// Where the portal's Citizen's Charter screens live (src/client/app/admin/admin-app.tsx adds the routes).
import { ADMIN_BASE } from '../../lib/admin-paths.ts';

export const SERVICES_ADMIN_PATH = `${ADMIN_BASE}/services`;
export const newServicePath = `${SERVICES_ADMIN_PATH}/new`;
export const editServicePath = (id: number) => `${SERVICES_ADMIN_PATH}/${id}`;
