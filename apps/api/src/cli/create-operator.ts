// CLI: creates the platform agency (if missing) and its first operator account, outside demo mode.
// Usage: npm run create-operator -- --username admin --password 'Str0ng@Pass' --name 'Họ Tên' [--email a@b.vn]
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS, passwordProblems } from '@portal/domain';
import { loadDatabaseConfig } from '../config.js';
import { openConfiguredDatabase } from '../database.js';
import { writeAudit } from '../platform/audit.js';
import { DataDirLockedError } from '../platform/data-dir-lock.js';
import { hashPassword } from '../platform/passwords.js';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string', default: '' },
  },
});
if (!values.username || !values.password || !values.name) {
  console.error('Usage: npm run create-operator -- --username U --password P --name "Full Name" [--email E]');
  process.exit(2);
}
const problems = passwordProblems(values.password);
if (problems.length > 0) {
  console.error(`Password is not strong enough: ${problems.join(', ')}`);
  process.exit(2);
}

// On an embedded data folder a running portal holds, this refuses with one sentence: stop the portal first.
const database = await openConfiguredDatabase(loadDatabaseConfig(), 'create-operator').catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { db } = database;
try {
  const passwordHash = await hashPassword(values.password);
  const userId = await db.transaction(async (tx) => {
    let [platform] = await tx.select().from(tables.agencies).where(eq(tables.agencies.level, 'platform')).limit(1);
    platform ??= (
      await tx.insert(tables.agencies).values({ level: 'platform', code: 'PLATFORM', name: 'Platform' }).returning()
    )[0]!;
    const [group] = await tx
      .insert(tables.permissionGroups)
      .values({ agencyId: platform.id, name: `Operators ${Date.now()}`, description: 'Platform operators' })
      .returning();
    await tx
      .insert(tables.permissionGroupCodes)
      .values(DEFAULT_ROLE_PERMISSIONS.super_admin.map((code) => ({ groupId: group!.id, code })));
    const [user] = await tx
      .insert(tables.users)
      .values({
        agencyId: platform.id,
        username: values.username!,
        passwordHash,
        fullName: values.name!,
        email: values.email ?? '',
        accountType: 'AGT',
        role: 'super_admin',
      })
      .returning();
    await tx.insert(tables.userPermissionGroups).values({ userId: user!.id, groupId: group!.id });
    await writeAudit(tx, {
      event: 'operator.created',
      agencyId: platform.id,
      targetType: 'user',
      targetId: user!.id,
      details: { username: values.username },
    });
    return user!.id;
  });
  console.log(`Platform operator ${values.username} created (${userId}).`);
} catch (error) {
  const isDuplicate =
    error instanceof Error &&
    /users_username_key|duplicate/i.test(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`);
  console.error(isDuplicate ? `Username ${values.username} is already taken.` : 'Could not create the operator.');
  process.exitCode = 1;
} finally {
  await database.close();
}
