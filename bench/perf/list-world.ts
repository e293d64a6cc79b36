// The booking-list benchmark's database: a scratch PostgreSQL database (portal_bench_list) migrated, with the demo seed,
// 2,000 more agencies under the demo F1 (40 F2 × 49 F3 below them… F1 → F2 → F3) and 1,000,000 bookings with one
// passenger each, loaded with INSERT … SELECT generate_series (not one by one), then analysed and vacuumed.
import pg from 'pg';
import { openDatabase, seedDemo } from '@portal/db';
import { hashPassword } from '../../apps/api/src/platform/passwords.js';
import { createSecretBox } from '../../apps/api/src/platform/secret-box.js';
import { TEST_SIGN_IN_SECRET_KEY } from '../../apps/api/src/config.js';

export const LIST_BENCH_DB = 'portal_bench_list';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** The seed's statements; `$1` is the demo F1's id, `$2` f1.admin's user id. */
const SEED = [
  `create table bench_agencies (n int primary key, id uuid not null, path uuid[] not null, order_id uuid)`,
  `insert into agencies (parent_id, level, code, name)
     select $1::uuid, 'F2', 'BF2-' || g, 'Đại lý cấp 2 số ' || g from generate_series(1, 40) g`,
  `insert into agencies (parent_id, level, code, name)
     select f2.id, 'F3', 'BF3-' || substr(f2.code, 5) || '-' || g, 'Phòng vé ' || substr(f2.code, 5) || '-' || g
     from agencies f2 cross join generate_series(1, 49) g where f2.code like 'BF2-%'`,
  `insert into bench_agencies (n, id, path)
     select (row_number() over (order by a.code)) - 1, a.id,
       case when a.level = 'F2' then array[$1::uuid, a.id] else array[$1::uuid, a.parent_id, a.id] end
     from agencies a where a.code like 'BF_-%'`,
  `insert into booking_orders (agency_id, created_by, journey_type, idempotency_key, request_hash, contact)
     select id, $2::uuid, 'OW', 'bench-' || n, 'bench', '{"name": "Bench"}'::jsonb from bench_agencies`,
  `update bench_agencies b set order_id = o.id from booking_orders o
     where o.agency_id = b.id and o.idempotency_key = 'bench-' || b.n`,
  // ~1 KB of flights and pricing per row, as real bookings carry (the list must not read them).
  `insert into bookings (order_id, agency_id, agency_path, created_by, system, airline, supplier_account, client_ref, pnr,
       status, time_limit, depart_at, arrive_at, route, flights, pricing, supplier_net, fee_total, total_amount,
       created_at, updated_at)
     select a.order_id, a.id, a.path, $2::uuid, s.system, s.airline, 'BENCH', 'bench-' || g,
       upper(substr(md5(g::text), 1, 6)),
       (array['HOLD', 'CANCEL', 'CANCEL', 'FAILED', 'HOLD'])[1 + g % 5],
       case when g % 5 in (0, 4) then now() + interval '1 day' end,
       now() - g * interval '1 minute' + interval '20 days' + (g % 97) * interval '1 day',
       now() - g * interval '1 minute' + interval '20 days' + (g % 97) * interval '1 day' + interval '2 hours',
       'HAN-SGN',
       jsonb_build_array(jsonb_build_object('key', md5(g::text), 'fareClass', 'Y', 'segments',
         jsonb_build_array(jsonb_build_object('from', 'HAN', 'to', 'SGN', 'note', repeat(md5((g + 1)::text), 16))))),
       jsonb_build_object('ADT', jsonb_build_object('net', 1500000, 'fees', repeat(md5((g + 2)::text), 8))),
       1500000 + (g % 1000) * 1000, 50000, 1550000 + (g % 1000) * 1000,
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, 1000000) g
     join bench_agencies a on a.n = g % 2000
     cross join lateral (select (array['VN', 'VJ', 'QH', 'VU'])[1 + g % 4] as system) sys
     cross join lateral (select sys.system, sys.system as airline) s`,
  `insert into booking_passengers (booking_id, pax_id, type, title, last_name, first_name, airline_last_name,
       airline_first_name)
     select b.id, 'ADT-1', 'ADT', 'MR', 'Nguyễn', 'Văn', 'NGUYEN', 'VAN ' || upper(substr(md5(b.client_ref), 1, 5))
     from bookings b where b.client_ref like 'bench-%'`,
  `drop table bench_agencies`,
];

/** Creates, migrates and seeds the database; answers its URL. With `reuse`, a seeded one left by an earlier run is kept. */
export async function buildListWorld(options: { adminUrl: string; reuse: boolean }): Promise<string> {
  const url = new URL(options.adminUrl);
  url.pathname = `/${LIST_BENCH_DB}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [LIST_BENCH_DB])).rowCount === 1;
    if (exists && options.reuse) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const counted = await client
        .query<{ n: string }>(`select count(*) as n from bookings where client_ref like 'bench-%'`)
        .catch(() => ({ rows: [{ n: '0' }] }));
      await client.end();
      if (Number(counted.rows[0]?.n) === 1_000_000) {
        console.error(`  reusing ${LIST_BENCH_DB} (1,000,000 bookings)`);
        return url.toString();
      }
    }
    await admin.query(`drop database if exists ${LIST_BENCH_DB} with (force)`);
    await admin.query(`create database ${LIST_BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  await seedDemo(database.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
  await database.close();

  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query<{ agency_id: string; id: string }>(
      `select agency_id, id from users where username = 'f1.admin'`,
    );
    const { agency_id: f1, id: user } = found.rows[0]!;
    // Foreign keys are checked by triggers: the load skips them (every id above is one it just read or wrote).
    await client.query(`set session_replication_role = replica`);
    for (const [index, statement] of SEED.entries()) {
      const started = performance.now();
      // Both ids were just read from this database: inlined as uuid literals.
      await client.query(statement.replaceAll('$1', `'${f1}'`).replaceAll('$2', `'${user}'`));
      console.error(`  seed step ${index + 1}/${SEED.length}: ${seconds(started)}`);
    }
    await client.query(`set session_replication_role = origin`);
    const started = performance.now();
    await client.query('vacuum analyze');
    console.error(`  vacuum analyze: ${seconds(started)}`);
  } finally {
    await client.end();
  }
  return url.toString();
}

/** Drops the scratch database. */
export async function dropListWorld(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${LIST_BENCH_DB} with (force)`);
  await admin.end();
}
