// Support requests (decision 113): an agent asks about one of its agency's bookings, the agency above answers in a
// thread; open → answered → closed, each turn notifying the other side in the same transaction.
import type { Database } from '@portal/db';
import { ErrorCode, type TSupportCategory, type TSupportRequestDetail } from '@portal/contracts';
import { anyOf } from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { invalidField } from '../../platform/field-error.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { notify } from '../notifications/notify.js';
import {
  attachmentOf,
  findRequest,
  insertFile,
  insertMessage,
  insertRequest,
  listRequests,
  lockRequest,
  messagesOf,
  ownBooking,
  parentOf,
  pickableBookings,
  requestSummary,
  setStatus,
  threadAuthors,
  type NewAttachment,
  type SupportFilters,
  type SupportRequestRow,
} from './support.repository.js';

/** Who on the answering side hears of a new request: its administrators and who sees every sub-agency ticket. */
export const SUPPORT_ANSWERERS = anyOf('ADMIN_F1', 'ADMIN_F2', 'VOID_VIEW_TICKETS');

const closedRequest = () => new AppError({ status: 409, code: ErrorCode.CONFLICT, messageKey: 'supportRequestClosed' });

const isParty = (request: SupportRequestRow, agencyId: string) =>
  request.agencyId === agencyId || request.answeringAgencyId === agencyId;
const linkOf = (id: string) => `/booking/support-request?id=${id}`;

export function createSupportService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** Tells the other side of the thread: those who wrote there, and (for the answering side) its answerers. */
  async function tellOtherSide(
    tx: Database,
    turn: {
      request: SupportRequestRow;
      auth: AccessClaims;
      type: 'support.opened' | 'support.replied' | 'support.closed';
    },
  ) {
    const { request, auth, type } = turn;
    const isAsker = request.agencyId === auth.agencyId;
    const otherAgencyId = isAsker ? request.answeringAgencyId : request.agencyId;
    const authors = (await threadAuthors(tx, request.id)).filter((author) => author.agencyId === otherAgencyId);
    const params = { pnr: request.pnr, subject: request.subject };
    if (isAsker)
      await notify(tx, {
        agencyId: otherAgencyId,
        audience: SUPPORT_ANSWERERS,
        alsoUserIds: authors.map((author) => author.userId),
        type,
        params,
        link: linkOf(request.id),
      });
    else
      await notify(tx, {
        userIds: [request.createdBy, ...authors.map((author) => author.userId)],
        type,
        params,
        link: linkOf(request.id),
      });
  }

  async function visible(auth: AccessClaims, id: string): Promise<SupportRequestRow> {
    const request = await findRequest(db, id);
    if (!request || !isParty(request, auth.agencyId)) throw notFound();
    return request;
  }

  async function detail(auth: AccessClaims, id: string): Promise<TSupportRequestDetail> {
    await visible(auth, id);
    const [summary, messages] = await Promise.all([requestSummary(db, id, auth.agencyId), messagesOf(db, id)]);
    if (!summary) throw notFound();
    return { ...summary, messages };
  }

  return {
    bookings: async (auth: AccessClaims, pnr?: string) => ({ items: await pickableBookings(db, auth.agencyId, pnr) }),
    list: (auth: AccessClaims, filters: SupportFilters) => listRequests(db, auth.agencyId, filters),
    detail,

    async create(
      auth: AccessClaims,
      input: { bookingId: string; category: TSupportCategory; subject: string; body: string },
      attachment: NewAttachment | undefined,
    ): Promise<TSupportRequestDetail> {
      const booking = await ownBooking(db, auth.agencyId, input.bookingId);
      // Another agency's booking (or one without a PNR) is not one the caller may pick.
      if (!booking?.pnr) throw invalidField('bookingId', 'not one of your bookings with a PNR');
      const answeringAgencyId = await parentOf(db, auth.agencyId);
      if (!answeringAgencyId) throw invalidField('bookingId', 'the platform has no agency above it to ask');
      const id = await db.transaction(async (tx) => {
        const request = await insertRequest(tx, {
          agencyId: auth.agencyId,
          answeringAgencyId,
          bookingId: booking.id,
          pnr: booking.pnr!,
          category: input.category,
          subject: input.subject,
          createdBy: auth.userId,
        });
        const fileId = attachment
          ? await insertFile(tx, { ...attachment, agencyId: auth.agencyId, uploadedBy: auth.userId })
          : null;
        await insertMessage(tx, {
          requestId: request.id,
          authorId: auth.userId,
          authorAgencyId: auth.agencyId,
          body: input.body,
          fileId,
        });
        await tellOtherSide(tx, { request, auth, type: 'support.opened' });
        return request.id;
      });
      return detail(auth, id);
    },

    /** A turn in the thread: the answering side's makes it answered, the asking side's open again; closed refuses. */
    async reply(auth: AccessClaims, id: string, turn: { body: string; attachment: NewAttachment | undefined }) {
      const { body, attachment } = turn;
      await visible(auth, id);
      await db.transaction(async (tx) => {
        const request = await lockRequest(tx, id);
        if (!request || !isParty(request, auth.agencyId)) throw notFound();
        if (request.status === 'closed') throw closedRequest();
        const fileId = attachment
          ? await insertFile(tx, { ...attachment, agencyId: request.agencyId, uploadedBy: auth.userId })
          : null;
        await insertMessage(tx, { requestId: id, authorId: auth.userId, authorAgencyId: auth.agencyId, body, fileId });
        const isAnswer = request.answeringAgencyId === auth.agencyId;
        await setStatus(tx, id, { status: isAnswer ? 'answered' : 'open', at: clock.now() });
        await tellOtherSide(tx, { request, auth, type: 'support.replied' });
      });
      return detail(auth, id);
    },

    async close(auth: AccessClaims, id: string) {
      await visible(auth, id);
      await db.transaction(async (tx) => {
        const request = await lockRequest(tx, id);
        if (!request || !isParty(request, auth.agencyId)) throw notFound();
        if (request.status === 'closed') return;
        await setStatus(tx, id, { status: 'closed', at: clock.now() });
        await tellOtherSide(tx, { request, auth, type: 'support.closed' });
      });
      return detail(auth, id);
    },

    async attachment(auth: AccessClaims, id: string, messageId: string) {
      await visible(auth, id);
      const file = await attachmentOf(db, id, messageId);
      if (!file) throw notFound();
      return file;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
