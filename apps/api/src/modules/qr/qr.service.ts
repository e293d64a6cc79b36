// The QR pages: an agency's (or, for its parent, a sub-agency's) receiving account, its static and dynamic VietQR,
// and the QR top-up requests with the bank transfers matched to them; a new request gets a short unique code.
import { randomBytes } from 'node:crypto';
import type { Database } from '@portal/db';
import type { TQrTopUp, TQrView } from '@portal/contracts';
import { ErrorCode } from '@portal/contracts';
import { buildVietQr, topUpCodeFrom } from '@portal/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound, requireFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { vietnamIso } from '../../platform/vietnam-time.js';
import * as repo from './qr.repository.js';

type Account = { bankBin: string; accountNumber: string; holderName: string };
type TopUpRow = NonNullable<Awaited<ReturnType<typeof repo.qrTopUp>>>;

const noAccount = () => new AppError({ status: 409, code: ErrorCode.CONFLICT, messageKey: 'noReceivingAccount' });
/** How many codes are tried before giving up (31^8 codes: a second try is already rare). */
const CODE_ATTEMPTS = 5;

export type QrService = ReturnType<typeof createQrService>;

export function createQrService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function receivingAccount(agency: repo.AgencyRow): Promise<Account | undefined> {
    if (!agency.parentId) return undefined;
    const account = await repo.defaultAccount(db, agency.parentId);
    return (
      account && { bankBin: account.bankBin, accountNumber: account.accountNumber, holderName: account.holderName }
    );
  }

  async function describe(rows: TopUpRow[], account: Account | undefined): Promise<TQrTopUp[]> {
    const matches = await repo.notificationsOfTopUps(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code!,
      amount: row.amount,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      ledgerTransactionId: row.ledgerTransactionId,
      payload: account
        ? buildVietQr({
            bin: account.bankBin,
            accountNumber: account.accountNumber,
            amount: row.amount,
            content: row.code!,
          })
        : null,
      matches: matches
        .filter((match) => match.topUpRequestId === row.id)
        .map((match) => ({
          id: match.id,
          bankTransactionId: match.bankTransactionId,
          amount: match.amount,
          occurredAt: match.occurredAt.toISOString(),
          status: match.status,
        })),
    }));
  }

  async function view(agency: repo.AgencyRow): Promise<TQrView> {
    const account = await receivingAccount(agency);
    return {
      agency: { id: agency.id, code: agency.code, name: agency.name },
      account: account ?? null,
      staticPayload: account ? buildVietQr({ bin: account.bankBin, accountNumber: account.accountNumber }) : null,
      topUps: await describe(await repo.recentQrTopUps(db, agency.id), account),
    };
  }

  /** A direct sub-agency of the caller's agency; any other is 404. */
  async function subAgency(caller: RequestContext, id: string): Promise<repo.AgencyRow> {
    const agency = await repo.findAgency(db, id);
    if (!agency || agency.parentId !== caller.auth.agencyId) throw notFound();
    return agency;
  }

  async function create(caller: RequestContext, agency: repo.AgencyRow, amount: number): Promise<TQrTopUp> {
    const account = await receivingAccount(agency);
    if (!account) throw noAccount();
    const now = clock.now();
    for (let attempt = 1; ; attempt++) {
      const code = topUpCodeFrom(randomBytes(8));
      try {
        const id = await db.transaction(async (tx) => {
          const requestId = await repo.insertQrTopUp(tx, {
            agencyId: agency.id,
            amount,
            code,
            requestedBy: caller.auth.userId,
            at: now,
            day: vietnamIso(now).slice(0, 10),
          });
          await writeAudit(tx, {
            event: 'deposit.qr_topup_requested',
            actorUserId: caller.auth.userId,
            agencyId: agency.id,
            targetType: 'top_up_request',
            targetId: requestId,
            ipAddress: caller.clientAddress,
            at: now,
            details: { amount, code },
          });
          return requestId;
        });
        const [described] = await describe([requireFound(await repo.qrTopUp(db, id))], account);
        return described!;
      } catch (error) {
        // Another request took the same code first: draw again.
        if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  /** One QR top-up, for its own agency or the agency directly above it. */
  async function get(caller: RequestContext, id: string): Promise<TQrTopUp> {
    const row = await repo.qrTopUp(db, id);
    if (!row || (row.agencyId !== caller.auth.agencyId && row.parentId !== caller.auth.agencyId)) throw notFound();
    const agency = requireFound(await repo.findAgency(db, row.agencyId));
    const [described] = await describe([row], await receivingAccount(agency));
    return described!;
  }

  return {
    own: async (caller: RequestContext) => view(requireFound(await repo.findAgency(db, caller.auth.agencyId))),
    ofSubAgency: async (caller: RequestContext, id: string) => view(await subAgency(caller, id)),
    createOwn: async (caller: RequestContext, amount: number) =>
      create(caller, requireFound(await repo.findAgency(db, caller.auth.agencyId)), amount),
    createForSubAgency: async (caller: RequestContext, id: string, amount: number) =>
      create(caller, await subAgency(caller, id), amount),
    get,
  };
}
