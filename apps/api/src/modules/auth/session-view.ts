// GET /auth/me's answer in one prepared statement: the user, the agency and the permission codes of the user's groups,
// planned once per connection (issue 13) instead of two statements built from scratch on every request.
import { eq, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { ErrorCode, type TSession } from '@portal/contracts';
import { toMemberInfo } from '../../platform/accounts.js';
import { AppError } from '../../platform/errors.js';
import { toAgentInfo } from './auth.repository.js';

const { users, agencies } = tables;

export function createSessionView(db: Database): (userId: string) => Promise<TSession> {
  const statement = db
    .select({
      user: users,
      agency: agencies,
      permissions: sql<string[]>`array(
        select distinct c.code from user_permission_groups g
        join permission_group_codes c on c.group_id = g.group_id
        where g.user_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(agencies, eq(users.agencyId, agencies.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_session_view_v1');
  return async (userId) => {
    const [found] = await statement.execute({ userId });
    if (!found) throw new AppError({ status: 401, code: ErrorCode.UNAUTHENTICATED, messageKey: 'unauthenticated' });
    return {
      memberInfo: toMemberInfo(found.user),
      agentInfo: toAgentInfo(found.agency),
      // Sorted as JavaScript sorts (code units), not by the database's collation.
      permissions: [...found.permissions].sort(),
      mustChangePassword: found.user.mustChangePassword,
    };
  };
}
