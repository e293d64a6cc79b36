// The API process of bench:notifications (a child, so its memory is the server's alone): a fresh database with one
// agency of N users and their sessions, the app listening; on the parent's word it writes notifications.
import { randomUUID } from 'node:crypto';
import { openDatabase, tables } from '@portal/db';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { notify } from '../../apps/api/src/modules/notifications/notify.js';
import { createTokenSigner } from '../../apps/api/src/platform/tokens.js';

export type ServerMessage =
  | { kind: 'ready'; url: string; tokens: string[]; userIds: string[] }
  | { kind: 'memory'; heapUsed: number; rss: number; external: number }
  | { kind: 'written'; id: number; writeMs: number };
export type ParentMessage =
  { kind: 'memory' } | { kind: 'notify'; id: number; sentAt: number; userIds?: string[] } | { kind: 'stop' };

const send = (message: ServerMessage) => process.send!(message);
const users = Number(process.env.BENCH_USERS ?? 1000);
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await database.migrate();
const { db } = database;
const config = testConfig({ accessTokenTtlSeconds: 3600 });
const [agency] = await db
  .insert(tables.agencies)
  .values({ level: 'F1', code: `BENCH${Date.now().toString(36)}`.toUpperCase(), name: 'Đại lý đo thông báo' })
  .returning();
const rows = await db
  .insert(tables.users)
  .values(
    Array.from({ length: users }, (_, index) => ({
      agencyId: agency!.id,
      username: `bench.${randomUUID().slice(0, 8)}.${index}`,
      passwordHash: 'x',
      fullName: 'Người đo',
      accountType: 'AGT' as const,
      role: 'agent_f1' as const,
    })),
  )
  .returning({ id: tables.users.id });
const families = await db
  .insert(tables.refreshTokenFamilies)
  .values(rows.map((row) => ({ userId: row.id, expiresAt: new Date(Date.now() + 86_400_000) })))
  .returning({ id: tables.refreshTokenFamilies.id, userId: tables.refreshTokenFamilies.userId });
const signer = createTokenSigner({ secret: config.jwtSecret, ttlSeconds: 3600 });
const tokens = await Promise.all(
  families.map(
    async (family) =>
      (
        await signer.signAccessToken(
          {
            userId: family.userId,
            agencyId: agency!.id,
            familyId: family.id,
            permissions: [],
            mustChangePassword: false,
          },
          new Date(),
        )
      ).token,
  ),
);
const app = await buildApp({ db, databaseKind: database.kind, config });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message: ParentMessage) => {
  if (message.kind === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    send({ kind: 'memory', heapUsed: usage.heapUsed, rss: usage.rss, external: usage.external });
  } else if (message.kind === 'notify') {
    const params = { title: `đo ${message.id}`, sentAt: message.sentAt };
    const audience = message.userIds ? { userIds: message.userIds } : { agencyId: agency!.id };
    void db
      .transaction((tx) => notify(tx, { ...audience, type: 'news.published', params }))
      .then(() => send({ kind: 'written', id: message.id, writeMs: Date.now() - message.sentAt }));
  } else {
    void app.close().then(() => database.close().then(() => process.exit(0)));
  }
});
send({ kind: 'ready', url: base, tokens, userIds: rows.map((row) => row.id) });
