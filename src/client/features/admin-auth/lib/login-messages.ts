// The sign-in failure texts of docs/product/admin-portal.md#errors.
import { LOGIN_MESSAGES, type LoginResponse } from '../../../../shared/contract/auth.ts';
import type { DialogMessage } from '../../../components/admin/admin-dialogs.tsx';

export const WRONG_CREDENTIALS_EXPLANATION =
  'The email or password you provided does not match our records...';
export const OTHER_FAILURE_EXPLANATION = 'There was an issue signing you in...';

export function loginFailureMessage(result: LoginResponse): DialogMessage {
  const message = result.message || LOGIN_MESSAGES.invalidCredentials;
  const details = [
    message.toLowerCase().includes('invalid') ? WRONG_CREDENTIALS_EXPLANATION : OTHER_FAILURE_EXPLANATION,
  ];
  if (typeof result.remainingAttempts === 'number')
    details.push(`Attempts left: ${result.remainingAttempts}`);
  if (typeof result.waitMinutes === 'number')
    details.push(`Blocked. Try again in ${result.waitMinutes} minute(s).`);
  return { kind: 'error', title: 'Login failed', message, details };
}
