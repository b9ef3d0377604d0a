import { noContent } from '../../lib/responses';
import type { AccountRoute } from './types';

export const changePassword: AccountRoute<'changePassword'> = ({ passwords }) => async ({ session, body }) => {
  await passwords.changePassword(session.userId, session.sid, body.currentPassword, body.newPassword);
  return noContent();
};
