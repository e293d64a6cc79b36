// Issue 18's benchmark database: a scratch PostgreSQL database (portal_bench_reports), migrated, with the demo seed and
// 297 more agencies under the demo F1 (300 in its tree: 20 F2s, 279 F3s), a year of 200,000 issued flight bookings with
// their tickets (5 % voided, 5 % refunded) and their ledger, split along each chain by the domain's functions, and a
// monthly top-up of every agency: about 1,000,000 ledger entries. Inserted in batches with json_populate_recordset.
import pg from 'pg';
import { openDatabase, seedDemo } from '@portal/db';
import type { SplitLeg } from '@portal/domain';
import { hashPassword } from '../../apps/api/src/platform/passwords.js';
import { createSecretBox } from '../../apps/api/src/platform/secret-box.js';
import { TEST_SIGN_IN_SECRET_KEY } from '../../apps/api/src/config.js';
import { benchBooking, seededRandom, type BenchBooking, type BenchChain } from './reports-rows.js';

/** The scratch database's name: REPORTS_BENCH_DB when set (one world per person on a shared server). */
export const REPORTS_BENCH_DB = process.env.REPORTS_BENCH_DB ?? 'portal_bench_reports';
export const BENCH_BOOKINGS = Number(process.env.REPORTS_BENCH_BOOKINGS ?? 200_000);
const BATCH = 2_000;
const DAY_MS = 86_400_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

type Agency = { id: string; level: 'F1' | 'F2' | 'F3'; parentId: string | null; userId: string };

const AGENCY_SEED = [
  `insert into agencies (parent_id, level, code, name, credit_limit)
     select $1::uuid, 'F2', 'RF2-' || g, 'Đại lý cấp 2 số ' || g, 50000000 * (g % 4) from generate_series(1, 19) g`,
  `insert into agencies (parent_id, level, code, name, credit_limit)
     select f2.id, 'F3', 'RF3-' || f2.rn || '-' || g, 'Phòng vé ' || f2.rn || '-' || g, 0
     from (select id, row_number() over (order by code) as rn from agencies where level = 'F2' and parent_id = $1::uuid) f2
     cross join generate_series(1, 14) g
     where (f2.rn - 1) * 14 + g <= 278`,
  `insert into users (agency_id, username, password_hash, full_name, account_type, role)
     select a.id, 'bench.' || lower(a.code), (select password_hash from users where username = 'f2.admin'),
       'Nhân viên ' || a.name, 'SUB', case when a.level = 'F2' then 'admin_f2' else 'admin_fn' end
     from agencies a where (a.code like 'RF_-%' or a.code = 'BINHMINH')`,
];

/** Every account a sale, a reversal or a top-up of the tree may move (created as the ledger would, on first use). */
const ACCOUNT_SEED = `
  insert into ledger_accounts (agency_id, kind)
  select a.id, k.kind from agencies a
  cross join (values ('agency_deposit'), ('agency_commission'), ('parent_funding')) k(kind)
  where a.id = $1::uuid or a.parent_id = $1::uuid or a.parent_id in (select id from agencies where parent_id = $1::uuid)
  on conflict do nothing;
  insert into ledger_accounts (agency_id, kind) values (null, 'supplier_payable'), (null, 'platform_cash')
  on conflict do nothing`;

async function loadAgencies(client: pg.Client, f1: string): Promise<Agency[]> {
  const rows = await client.query<{ id: string; level: Agency['level']; parent_id: string | null; user_id: string }>(
    `select a.id, a.level, a.parent_id,
       (select u.id from users u where u.agency_id = a.id order by u.username limit 1) as user_id
     from agencies a
     where a.id = $1 or a.parent_id = $1 or a.parent_id in (select id from agencies where parent_id = $1)`,
    [f1],
  );
  return rows.rows.map((row) => ({ id: row.id, level: row.level, parentId: row.parent_id, userId: row.user_id }));
}

/** F1 50,000 per passenger to its F2s (150,000 abroad); an F2 30,000 to its F3s (60,000 abroad). */
function chainOf(agency: Agency, byId: Map<string, Agency>): BenchChain {
  const agencyIds = [agency.id];
  for (let parent = agency.parentId; parent && byId.has(parent); parent = byId.get(parent)!.parentId)
    agencyIds.push(parent);
  return {
    agencyIds,
    feesPerPax: (isDomestic) =>
      agencyIds.slice(1).map((chargerId) => {
        const isF1 = byId.get(chargerId)!.level === 'F1';
        if (isF1) return isDomestic ? 50_000 : 150_000;
        return isDomestic ? 30_000 : 60_000;
      }),
  };
}

type AccountKey = `${SplitLeg['kind']}|${string}`;

async function accountMap(client: pg.Client): Promise<Map<AccountKey, string>> {
  const rows = await client.query<{ id: string; agency_id: string | null; kind: SplitLeg['kind'] }>(
    `select id, agency_id, kind from ledger_accounts`,
  );
  return new Map(rows.rows.map((row) => [`${row.kind}|${row.agency_id ?? ''}` as AccountKey, row.id]));
}

const insertJson = (table: string, columns: string) =>
  `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)`;
const ORDER_COLUMNS = 'id, agency_id, created_by, journey_type, idempotency_key, request_hash, contact, created_at';
const BOOKING_COLUMNS = `id, order_id, agency_id, agency_path, created_by, system, airline, supplier_account, client_ref,
  pnr, status, depart_at, arrive_at, route, flights, pricing, supplier_net, fee_total, total_amount, sale_transaction_id,
  issued_at, issue_key, void_until, closed_at, version, created_at, updated_at`;
const PASSENGER_COLUMNS = `id, booking_id, pax_id, type, title, last_name, first_name, airline_last_name,
  airline_first_name, parent_pax_id, ticket_number`;
const TRANSACTION_COLUMNS = `id, type, idempotency_key, request_hash, reference_type, reference_id, description,
  agency_id, reverses_transaction_id, created_by, created_at`;
const ENTRY_COLUMNS = 'transaction_id, account_id, amount, created_at';

type Transaction = BenchBooking['transactions'][number];

function entriesOf(transactions: readonly Transaction[], accounts: Map<AccountKey, string>) {
  return transactions.flatMap(({ row, legs }) =>
    legs.map((leg) => {
      const account = accounts.get(`${leg.kind}|${leg.agencyId ?? ''}`);
      if (!account) throw new Error(`no ${leg.kind} account for ${leg.agencyId}`);
      return { transaction_id: row.id, account_id: account, amount: leg.amount, created_at: row.created_at };
    }),
  );
}

/** A top-up at the start of each month of what the agency spent that month, and a fifth more. */
function topUpsOf(
  spentByAgencyMonth: Map<string, number>,
  byId: Map<string, Agency>,
  userOf: (agencyId: string) => string,
): Transaction[] {
  return [...spentByAgencyMonth].map(([key, spent]) => {
    const [agencyId, month] = key.split('|') as [string, string];
    const amount = Math.ceil((spent * 1.2) / 1_000_000) * 1_000_000;
    const agency = byId.get(agencyId)!;
    const source: SplitLeg =
      agency.level === 'F1'
        ? { kind: 'platform_cash' as SplitLeg['kind'], agencyId: null, amount: -amount }
        : { kind: 'parent_funding', agencyId: agency.parentId, amount: -amount };
    return {
      row: {
        id: crypto.randomUUID(),
        type: 'T',
        idempotency_key: `bench:topup:${key}`,
        request_hash: 'bench',
        reference_type: 'top_up_request',
        reference_id: crypto.randomUUID(),
        description: `Nạp ký quỹ tháng ${month}`,
        agency_id: agencyId,
        reverses_transaction_id: null,
        created_by: userOf(agencyId),
        created_at: new Date(`${month}-01T00:05:00+07:00`).toISOString(),
      },
      legs: [source, { kind: 'agency_deposit', agencyId, amount }],
    };
  });
}

async function seedSales(client: pg.Client, f1: string, nowMs: number): Promise<void> {
  const agencies = await loadAgencies(client, f1);
  const byId = new Map(agencies.map((agency) => [agency.id, agency]));
  const accounts = await accountMap(client);
  const random = seededRandom(18);
  // Buyers: 30 % the F1 itself, 40 % its F2s, 30 % the F3s.
  const byLevel = {
    F1: agencies.filter((a) => a.level === 'F1'),
    F2: agencies.filter((a) => a.level === 'F2'),
    F3: agencies.filter((a) => a.level === 'F3'),
  };
  const spent = new Map<string, number>();
  const started = performance.now();
  for (let first = 0; first < BENCH_BOOKINGS; first += BATCH) {
    const made: BenchBooking[] = [];
    for (let serial = first; serial < Math.min(first + BATCH, BENCH_BOOKINGS); serial += 1) {
      const roll = random();
      const level = roll < 0.3 ? 'F1' : roll < 0.7 ? 'F2' : 'F3';
      const buyer = byLevel[level][Math.floor(random() * byLevel[level].length)]!;
      const chain = chainOf(buyer, byId);
      const createdAtMs = nowMs - Math.floor(random() * 365 * DAY_MS);
      const fate = random() < 0.9 ? 'EXPORT' : random() < 0.5 ? 'VOID' : 'REFUNDED';
      const booking = benchBooking({
        random,
        serial,
        chain,
        createdBy: buyer.userId,
        createdAtMs,
        agencyPath: [...chain.agencyIds].reverse(),
        fate,
      });
      made.push(booking);
      for (const { row, legs } of booking.transactions.slice(0, 1)) {
        for (const leg of legs) {
          if (leg.kind !== 'agency_deposit') continue;
          const key = `${leg.agencyId}|${String(row.created_at).slice(0, 7)}`;
          spent.set(key, (spent.get(key) ?? 0) - leg.amount);
        }
      }
    }
    const transactions = made.flatMap((booking) => booking.transactions);
    await client.query(insertJson('booking_orders', ORDER_COLUMNS), [JSON.stringify(made.map((b) => b.order))]);
    await client.query(insertJson('ledger_transactions', TRANSACTION_COLUMNS), [
      JSON.stringify(transactions.map((t) => t.row)),
    ]);
    await client.query(insertJson('bookings', BOOKING_COLUMNS), [JSON.stringify(made.map((b) => b.booking))]);
    await client.query(insertJson('booking_passengers', PASSENGER_COLUMNS), [
      JSON.stringify(made.flatMap((b) => b.passengers)),
    ]);
    await client.query(insertJson('ledger_entries', ENTRY_COLUMNS), [
      JSON.stringify(entriesOf(transactions, accounts)),
    ]);
    if ((first / BATCH) % 10 === 9) console.error(`  ${first + BATCH} bookings: ${seconds(started)}`);
  }
  const userOf = (agencyId: string) => byId.get(agencyId)!.userId;
  const topUps = topUpsOf(spent, byId, userOf);
  await client.query(insertJson('ledger_transactions', TRANSACTION_COLUMNS), [
    JSON.stringify(topUps.map((t) => t.row)),
  ]);
  await client.query(insertJson('ledger_entries', ENTRY_COLUMNS), [JSON.stringify(entriesOf(topUps, accounts))]);
  // Every balance row is the sum of its entries, as the ledger keeps it (ledger:check's invariant).
  await client.query(`
    insert into ledger_balances (account_id, balance, version)
    select account_id, sum(amount), count(*) from ledger_entries group by account_id
    on conflict (account_id) do update set balance = excluded.balance, version = excluded.version`);
}

/** Creates, migrates and seeds the database; answers its URL. With `reuse`, a seeded one left by an earlier run is kept. */
export async function buildReportsWorld(options: { adminUrl: string; reuse: boolean }): Promise<string> {
  const url = new URL(options.adminUrl);
  url.pathname = `/${REPORTS_BENCH_DB}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [REPORTS_BENCH_DB])).rowCount;
    if (exists && options.reuse) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const counted = await client
        .query<{ n: string }>(`select count(*) as n from bookings where client_ref like 'bench-%'`)
        .catch(() => ({ rows: [{ n: '0' }] }));
      await client.end();
      if (Number(counted.rows[0]?.n) === BENCH_BOOKINGS) {
        console.error(`  reusing ${REPORTS_BENCH_DB} (${BENCH_BOOKINGS.toLocaleString('en')} bookings)`);
        // Migrations added since it was seeded (indexes) apply to the kept world too.
        const kept = await openDatabase({ kind: 'postgres', url: url.toString() });
        await kept.migrate();
        await kept.close();
        return url.toString();
      }
    }
    await admin.query(`drop database if exists ${REPORTS_BENCH_DB} with (force)`);
    await admin.query(`create database ${REPORTS_BENCH_DB}`);
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
    const [{ id: f1 }] = (await client.query<{ id: string }>(`select id from agencies where code = 'SAOVIET'`))
      .rows as [{ id: string }];
    let started = performance.now();
    for (const statement of AGENCY_SEED) await client.query(statement.replaceAll('$1', `'${f1}'`));
    await client.query(ACCOUNT_SEED.replaceAll('$1', `'${f1}'`));
    console.error(`  agencies, users, accounts: ${seconds(started)}`);
    started = performance.now();
    // Foreign keys are checked by triggers: the load skips them (every id is one it just read or made).
    await client.query(`set session_replication_role = replica`);
    await seedSales(client, f1, Date.now());
    await client.query(`set session_replication_role = origin`);
    console.error(`  sales and ledger: ${seconds(started)}`);
    started = performance.now();
    await client.query('vacuum analyze');
    console.error(`  vacuum analyze: ${seconds(started)}`);
  } finally {
    await client.end();
  }
  return url.toString();
}

/** Drops the scratch database. */
export async function dropReportsWorld(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${REPORTS_BENCH_DB} with (force)`);
  await admin.end();
}
