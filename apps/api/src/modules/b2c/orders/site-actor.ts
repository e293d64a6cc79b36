// The user a consumer site acts as when it holds a flight (decision 118): one per agency, made on first need, locked and
// with no password hash any password matches, so nobody can sign in as it; the bookings it makes name it as their maker.
import { eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';

/** Not an argon2 hash: verifyPassword answers false for every password. */
const NO_PASSWORD = '!b2c-site-actor';

export async function siteActorOf(db: Database, agencyId: string, now: Date): Promise<string> {
  const known = async () => {
    const [row] = await db
      .select({ userId: tables.b2cSiteActors.userId })
      .from(tables.b2cSiteActors)
      .where(eq(tables.b2cSiteActors.agencyId, agencyId));
    return row?.userId;
  };
  const existing = await known();
  if (existing) return existing;
  const [agency] = await db
    .select({ level: tables.agencies.level })
    .from(tables.agencies)
    .where(eq(tables.agencies.id, agencyId));
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(tables.users)
      .values({
        agencyId,
        username: `b2c-site-${agencyId}`,
        passwordHash: NO_PASSWORD,
        fullName: 'Website B2C',
        accountType: 'AGT',
        role: agency?.level === 'F1' ? 'agent_f1' : 'agent_f2',
        status: 'locked',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: tables.users.id });
    if (user) await tx.insert(tables.b2cSiteActors).values({ agencyId, userId: user.id, createdAt: now });
  });
  const made = await known();
  if (!made) throw new Error('the B2C site actor could not be made');
  return made;
}
