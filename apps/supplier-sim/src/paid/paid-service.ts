// One paid change on a ticketed PNR: quote (priced lines, an expiring quote id, nothing changes) or commit (the quote
// accepted: the change made, EMDs and tickets numbered, a paidChanges record; idempotent by clientRef).
import type {
  TBookingSystem,
  TSupplierPaidChange,
  TSupplierPaidChangeRequest,
  TSupplierPaidChangeResult,
  TSupplierPaidDocument,
  TSupplierPaidQuote,
} from '@portal/contracts';
import { badRequest, refuse, succeed, type TActionResult, type TBookingDeps } from '../booking-context.js';
import { find, wrongState } from '../booking-lifecycle.js';
import { DEFAULT_TICKET_PREFIXES, paidQuoteExpiry, vietnamIso } from '../booking-policy.js';
import { canonicalJson, type TStoredBooking } from '../booking-store.js';
import { PAID_ACTIONS } from './paid-actions.js';
import { ANCILLARY_KINDS, type TPaidContext, type TPaidHandler } from './paid-context.js';

type TPaidResult = TActionResult<TSupplierPaidChangeResult> & { isNew?: boolean };

function run(context: TPaidContext, change: TSupplierPaidChange) {
  return (PAID_ACTIONS[change.action] as TPaidHandler<typeof change.action>)(context, change as never);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Prices the change as the context holds it, and remembers the quote until it expires. */
function newQuote(context: TPaidContext, change: TSupplierPaidChange, account: string): TSupplierPaidQuote {
  const { deps, system, now } = context;
  const expiresAt = paidQuoteExpiry(now, deps.faults.current()[system]);
  const quote: TSupplierPaidQuote = {
    quoteId: deps.store.newPaidQuoteId(),
    action: change.action,
    expiresAt: vietnamIso(expiresAt),
    lines: context.lines,
    total: sum(context.lines.map((line) => line.amount)),
    ...(context.refundForm ? { refundForm: context.refundForm } : {}),
  };
  deps.store.paidQuotes.set(quote.quoteId, {
    quote: structuredClone(quote),
    system,
    account,
    pnr: context.draft.view.pnr,
    changeFingerprint: canonicalJson(change),
    expiresAt,
  });
  return quote;
}

/** The quote a commit names, if it is this PNR's and this change's and still valid. */
function acceptedQuote(deps: TBookingDeps, stored: TStoredBooking, request: TSupplierPaidChangeRequest) {
  const saved = request.quoteId ? deps.store.paidQuotes.get(request.quoteId) : undefined;
  if (
    !saved ||
    saved.system !== stored.view.system ||
    saved.account !== request.account ||
    saved.pnr !== stored.view.pnr ||
    saved.changeFingerprint !== canonicalJson(request.change)
  )
    return refuse<never>(
      'QUOTE_NOT_FOUND',
      `No quote ${request.quoteId} for this ${request.change.action} on ${stored.view.pnr}`,
    );
  if (deps.now().getTime() >= saved.expiresAt.getTime())
    return refuse<never>(
      'QUOTE_EXPIRED',
      `Quote ${request.quoteId} expired at ${saved.quote.expiresAt}; ask for a new one`,
    );
  return saved;
}

/** Numbers the change's documents: an EMD per ancillary line with an amount, the handler's tickets (which replace the passenger's). */
function issueDocuments(context: TPaidContext): TSupplierPaidDocument[] {
  const { view } = context.draft;
  const prefix = context.deps.ticketPrefixes[view.airline] ?? DEFAULT_TICKET_PREFIXES[view.airline] ?? '999';
  const number = () => context.deps.store.newTicketNumber(prefix);
  const emds = context.lines
    .filter((line) => ANCILLARY_KINDS.has(line.kind) && line.amount > 0)
    .map((line): TSupplierPaidDocument => ({
      kind: 'EMD',
      number: number(),
      paxId: line.paxId,
      amount: line.amount,
      ...(line.flightKey ? { flightKeys: [line.flightKey] } : {}),
    }));
  const others = context.documents.map((document) => ({
    ...document,
    number: document.number || (document.kind === 'CREDIT_SHELL' ? `CS${number()}` : number()),
  }));
  for (const ticket of others.filter((document) => document.kind === 'TICKET')) {
    view.tickets = [
      ...view.tickets.filter((held) => held.paxId !== ticket.paxId),
      { paxId: ticket.paxId, number: ticket.number },
    ];
    const passenger = view.passengers.find((candidate) => candidate.id === ticket.paxId);
    if (passenger) passenger.ticketNumber = ticket.number;
  }
  return [...emds, ...others];
}

/**
 * Applies a paid change to a TICKETED PNR (INVALID_STATE otherwise). `quote` answers the priced lines and the PNR as it
 * would be; `commit` needs the quote (QUOTE_NOT_FOUND, QUOTE_EXPIRED), refuses PRICE_CHANGED with a new quote when the
 * lines moved, then makes it. A committed clientRef answers its first result again; another body is CLIENT_REF_REUSED.
 * `isNew` marks a commit that changed the PNR now (its reply may be lost: paidChangeReplyLostRate).
 */
export function applyPaidChange(
  deps: TBookingDeps,
  target: { system: TBookingSystem; pnr: string },
  request: TSupplierPaidChangeRequest,
): TPaidResult {
  const { system, pnr } = target;
  const found = find(deps, { system, pnr, account: request.account });
  if (!found.ok) return found.result;
  const { stored } = found;
  const { change } = request;
  const refKey = `${system}|${request.account}|${stored.view.pnr}|${request.clientRef}`;
  const fingerprint = canonicalJson({ quoteId: request.quoteId, change });
  const isCommit = request.mode === 'commit';
  const earlier = isCommit ? deps.store.paidChanges.get(refKey) : undefined;
  if (earlier) {
    if (earlier.fingerprint !== fingerprint)
      return refuse(
        'CLIENT_REF_REUSED',
        `clientRef ${request.clientRef} already made another change on ${stored.view.pnr}`,
      );
    return succeed(earlier.result);
  }
  if (isCommit && !request.quoteId)
    return badRequest([{ field: 'quoteId', message: 'Required to commit: the quote accepted' }]);
  if (stored.view.status !== 'TICKETED')
    return wrongState(stored, `${change.action} (a paid change needs a ticketed PNR)`);
  const saved = isCommit ? acceptedQuote(deps, stored, request) : undefined;
  if (saved && 'ok' in saved) return saved;

  const context: TPaidContext = {
    deps,
    system,
    draft: structuredClone(stored),
    now: deps.now(),
    clientRef: request.clientRef,
    mode: request.mode,
    lines: [],
    documents: [],
  };
  const refusal = run(context, change);
  if (refusal) return refusal;
  if (!saved) return succeed({ quote: newQuote(context, change, request.account), booking: context.draft.view });
  if (canonicalJson(context.lines) !== canonicalJson(saved.quote.lines)) {
    const quote = newQuote(context, change, request.account);
    return refuse(
      'PRICE_CHANGED',
      `The change now costs ${quote.total} VND, not ${saved.quote.total} VND: accept quote ${quote.quoteId}`,
      {
        totalNet: quote.total,
        quote,
        booking: stored.view,
      } as Parameters<typeof refuse>[2],
    );
  }

  const documents = issueDocuments(context);
  const { view } = context.draft;
  view.paidChanges = [
    ...(view.paidChanges ?? []),
    {
      clientRef: request.clientRef,
      quoteId: saved.quote.quoteId,
      action: change.action,
      total: saved.quote.total,
      documents,
      at: vietnamIso(context.now),
    },
  ];
  Object.assign(stored, context.draft);
  deps.store.paidQuotes.delete(saved.quote.quoteId);
  const result: TSupplierPaidChangeResult = { quote: saved.quote, booking: stored.view, documents };
  const committed = structuredClone(result);
  deps.store.paidChanges.set(refKey, { fingerprint, result: committed });
  return { ...succeed(committed), isNew: true };
}
