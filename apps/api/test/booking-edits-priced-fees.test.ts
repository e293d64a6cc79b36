// The fee edits (decision 044): a free name correction made at once on HOLD and EXPORT, Vietjet's fee quoted and
// accepted on HOLD and 409 paidChangeRequired after issue, Bamboo refusing names, a new name refused, a QH birth date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import type { BookingSuppliers } from './support/bookings.js';
import { moneyApi } from './support/booking-money.js';
import { detailFor, editedEventsOf, startEditSuite, stopEditSuite } from './support/edit-suite.js';
import { editApi } from './support/booking-edits.js';
import { changesOf, holdOn, quoteAndAccept, quoteOf, type EditAnswer } from './support/priced-edits.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;

const editedEvents = (bookingId: string) => editedEventsOf(ctx, bookingId);
const detailOf = (who: SignedIn, id: string) => detailFor(ctx, who, id);

// The agent is an F1 admin here: the suite's parent agency.
beforeAll(async () => ({ ctx, suppliers, parentAdmin: agent } = await startEditSuite({ deposit: 100_000_000 })));

afterAll(() => stopEditSuite({ ctx, suppliers }));

describe('name and birth-date corrections', () => {
  const rename = (version: number, firstName: string) => ({
    expectedVersion: version,
    paxId: 'ADT-1',
    title: 'MR',
    lastName: 'Nguyễn',
    firstName,
  });

  it('makes a free VN correction at once, on HOLD and on EXPORT, with the names before and after', async () => {
    const held = await holdOn(ctx, agent, { system: 'VN' });
    const corrected = 'Văn Sửa X';
    const onHold = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(held.version, corrected),
    });
    expect(onHold.statusCode, onHold.body).toBe(200);
    const answer = onHold.json<EditAnswer>();
    expect(answer.quote).toBeUndefined();
    expect(answer.booking.passengers[0]).toMatchObject({ firstName: corrected, airlineFirstName: 'VAN SUA X' });
    expect(answer.booking.fareData.totalAmount).toBe(held.fareData.totalAmount);

    const issued = await moneyApi(ctx).issue(agent, held.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const ticketed = issued.json<TBookingDetail>();
    const onExport = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(ticketed.version, 'Văn Sửa Y'),
    });
    expect(onExport.statusCode, onExport.body).toBe(200);
    expect(onExport.json<EditAnswer>().booking.passengers[0]!.airlineFirstName).toBe('VAN SUA Y');
    const events = await editedEvents(held.id);
    expect(changesOf(events[1]!)).toEqual([
      { field: 'name', paxId: 'ADT-1', before: 'MR NGUYEN/VAN SUA X', after: 'MR NGUYEN/VAN SUA Y' },
    ]);
  });

  it("quotes Vietjet's name-change fee on HOLD and answers 409 paidChangeRequired on EXPORT", async () => {
    const held = await holdOn(ctx, agent, { system: 'VJ', accepts: (fare) => fare.fareFamily === 'Deluxe' });
    const quote = await quoteOf(ctx, agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(held.version, 'Minh'),
    });
    expect(quote).toEqual({
      totalBefore: held.fareData.totalAmount,
      totalAfter: held.fareData.totalAmount + 350_000,
      airlineFee: 350_000,
    });
    const issued = await moneyApi(ctx).issue(agent, held.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(issued.json<TBookingDetail>().version, 'Minh'),
    });
    const body = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(body.details).toMatchObject({ reason: 'paidChangeRequired', airlineFee: 350_000 });
    expect((await detailOf(agent, held.id)).passengers[0]!.airlineFirstName).not.toBe('MINH');
  });

  it('accepts the Vietjet fee on HOLD: the held total rises by it', async () => {
    const held = await holdOn(ctx, agent, { system: 'VJ', accepts: (fare) => fare.fareFamily === 'Deluxe' });
    const { booking } = await quoteAndAccept(ctx, agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(held.version, 'Minh'),
    });
    expect(booking.fareData.totalAmount).toBe(held.fareData.totalAmount + 350_000);
    expect(booking.passengers[0]).toMatchObject({ airlineLastName: 'NGUYEN', airlineFirstName: 'MINH' });
  });

  it('refuses a name change on Bamboo (409 wrongState) and a new name on VN (422 with the airline words)', async () => {
    const qh = await holdOn(ctx, agent, { system: 'QH' });
    const bamboo = await editApi(ctx).edit(agent, {
      bookingId: qh.id,
      action: 'change-passenger-info',
      body: rename(qh.version, 'Minh'),
    });
    expect(expectApiError(bamboo, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'wrongState' });
    const vn = await holdOn(ctx, agent, { system: 'VN' });
    const renamed = await editApi(ctx).edit(agent, {
      bookingId: vn.id,
      action: 'change-passenger-info',
      body: { ...rename(vn.version, 'Minh Khang'), lastName: 'Phạm' },
    });
    const body = expectApiError(renamed, 422, ErrorCode.CONFLICT);
    expect(String(body.details!.supplierMessage)).toContain('3 letters');
  });

  it("corrects a Bamboo passenger's birth date at once (free), and keeps it on the passenger", async () => {
    const held = await holdOn(ctx, agent, { system: 'QH' });
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-birthday-qh',
      body: { expectedVersion: held.version, paxId: 'ADT-1', birthDate: '15/03/1990' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EditAnswer>().booking.passengers[0]!.birthDate).toBe('15/03/1990');
    const [event] = await editedEvents(held.id);
    expect(changesOf(event!)).toEqual([{ field: 'birthDate', paxId: 'ADT-1', before: null, after: '15/03/1990' }]);
  });
});
