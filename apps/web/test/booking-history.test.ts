// The booking history's words: every kind of step the API writes has a label and formatted details in vi and en,
// and internal ids (outbox mail, ledger transaction, quote) never show.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { BOOKING_EVENT_ACTIONS } from '@portal/contracts';
import { describeEvent, EVENT_DETAILS } from '../src/features/booking-detail/components/booking-events';
import { createTestI18n } from './support/test-i18n';

let vi: TFunction;
let en: TFunction;
beforeAll(async () => {
  vi = (await createTestI18n('vi')).t;
  en = (await createTestI18n('en')).t;
});

const PASSENGERS = [
  { paxId: 'ADT-1', airlineLastName: 'NGUYEN', airlineFirstName: 'VAN DUC' },
  { paxId: 'ADT-2', airlineLastName: 'TRAN', airlineFirstName: 'THI BINH' },
];

describe('every kind of history step', () => {
  it('has its own label in Vietnamese and English, never the raw key', () => {
    for (const action of BOOKING_EVENT_ACTIONS) {
      for (const t of [vi, en]) {
        const { label } = describeEvent(t, { action, details: {} });
        expect(label, action).not.toBe('');
        expect(label, action).not.toBe(action);
      }
    }
    expect(Object.keys(EVENT_DETAILS).sort()).toEqual([...BOOKING_EVENT_ACTIONS].sort());
  });

  it('labels every detail it shows in both languages', () => {
    for (const [action, details] of Object.entries(EVENT_DETAILS)) {
      for (const { label } of details) {
        expect(vi(`bookingDetail.history.keys.${label}`), `${action}: ${label}`).not.toBe('');
        expect(en(`bookingDetail.history.keys.${label}`), `${action}: ${label}`).not.toBe('');
      }
    }
  });
});

describe('the details of a step', () => {
  it('names the total the agent accepted when holding, in VND', () => {
    const { label, lines } = describeEvent(vi, {
      action: 'hold-requested',
      details: { acceptedTotal: 1_220_520, totalAmount: 1_220_520 },
    });
    expect(label).toBe('Yêu cầu giữ chỗ');
    expect(lines).toEqual(['Tổng tiền đã xác nhận: 1.220.520 ₫', 'Tổng tiền: 1.220.520 ₫']);
    expect(lines.join(' ')).not.toContain('acceptedTotal');
  });

  it('writes a mailed itinerary as who it went to and its subject, without the outbox id', () => {
    const details = {
      to: 'khach@example.vn',
      cc: ['ketoan@example.vn', 'sep@example.vn'],
      subject: 'Hành trình KX7Q2M',
      outboxEmailId: '3f1c5a9e-0000-4000-8000-000000000001',
      includeFee: false,
      language: 'vi',
    };
    const inVietnamese = describeEvent(vi, { action: 'mail', details });
    expect(inVietnamese.label).toBe('Gửi email hành trình');
    expect(inVietnamese.lines).toEqual([
      'Gửi đến: khach@example.vn',
      'CC: ketoan@example.vn, sep@example.vn',
      'Tiêu đề: Hành trình KX7Q2M',
      'Kèm phí xuất vé: Không',
      'Ngôn ngữ: Tiếng Việt',
    ]);
    const inEnglish = describeEvent(en, { action: 'mail', details });
    expect(inEnglish.label).toBe('Itinerary emailed');
    expect(inEnglish.lines).toContain('To: khach@example.vn');
    expect(inEnglish.lines).toContain('Language: Vietnamese');
    for (const lines of [inVietnamese.lines, inEnglish.lines]) {
      expect(lines.join(' ')).not.toMatch(/outboxEmailId|3f1c5a9e|cc:|to:|subject:/);
    }
  });

  it('writes a refund quote per passenger, by name, with its amounts in VND', () => {
    const { lines } = describeEvent(
      vi,
      {
        action: 'refund-quote',
        details: {
          pnr: 'KX7Q2M',
          quoteId: 'Q-88213',
          totalPaid: 2_548_320,
          penalty: 240_000,
          refundableAmount: 2_308_320,
          expiresAt: '2030-11-20T03:30:00.000Z',
          passengers: [
            { paxId: 'ADT-1', ticketNumber: '7382100000001', paid: 1_274_160, penalty: 120_000, refundable: 1_154_160 },
            { paxId: 'ADT-2', ticketNumber: '7382100000002', paid: 1_274_160, penalty: 120_000, refundable: 1_154_160 },
          ],
        },
      },
      PASSENGERS,
    );
    expect(lines).toEqual([
      'PNR: KX7Q2M',
      'Đã trả: 2.548.320 ₫',
      'Phí hoàn: 240.000 ₫',
      'Được hoàn: 2.308.320 ₫',
      'Hiệu lực đến: 20/11/2030 10:30',
      'NGUYEN VAN DUC (ADT-1), vé 7382100000001: đã trả 1.274.160 ₫, phí hoàn 120.000 ₫, được hoàn 1.154.160 ₫',
      'TRAN THI BINH (ADT-2), vé 7382100000002: đã trả 1.274.160 ₫, phí hoàn 120.000 ₫, được hoàn 1.154.160 ₫',
    ]);
    expect(lines.join(' ')).not.toContain('Q-88213');
  });

  it('writes an issue as the passengers and their ticket numbers and what left the deposit, without the transaction id', () => {
    const { label, lines } = describeEvent(
      en,
      {
        action: 'issued',
        details: {
          pnr: 'KX7Q2M',
          supplierStatus: 'TICKETED',
          tickets: [
            { paxId: 'ADT-1', number: '7382100000001' },
            { paxId: 'ADT-2', number: '7382100000002' },
          ],
          transactionId: '9d0e2b7a-0000-4000-8000-000000000002',
          amount: 2_598_320,
          voidUntil: '2030-11-20T16:59:00.000Z',
        },
      },
      PASSENGERS,
    );
    expect(label).toBe('Ticketed');
    expect(lines).toEqual([
      'PNR: KX7Q2M',
      'Tickets: NGUYEN VAN DUC (ADT-1) 7382100000001, TRAN THI BINH (ADT-2) 7382100000002',
      'Charged to the deposit: 2.598.320 ₫',
      'Void allowed until: 20/11/2030 23:59',
    ]);
  });

  it('writes an issue started with credit shells as each credit, its passenger and what it pays (decision 067)', () => {
    const { lines } = describeEvent(
      vi,
      {
        action: 'issue-sent',
        details: {
          pnr: 'KX7Q2M',
          amount: 391_880,
          issueKey: 'booking:x:issue:2',
          credits: [{ number: 'CS9789192302124', paxId: 'ADT-1', amount: 1_864_440 }],
        },
      },
      PASSENGERS,
    );
    expect(lines).toEqual([
      'PNR: KX7Q2M',
      'Trừ ký quỹ: 391.880 ₫',
      'Trả bằng bảo lưu: CS9789192302124 · NGUYEN VAN DUC (ADT-1) · 1.864.440 ₫',
    ]);
  });

  it('translates supplier statuses, pending actions and failure causes', () => {
    expect(describeEvent(vi, { action: 'void-not-done', details: { supplierStatus: 'TICKETED' } }).lines).toEqual([
      'Trạng thái tại hãng: Đã xuất vé',
    ]);
    expect(
      describeEvent(vi, { action: 'reconcile-unknown', details: { pendingAction: 'refund', message: 'no answer' } })
        .lines,
    ).toEqual(['Yêu cầu chờ kết quả: Hoàn vé', 'Thông báo: no answer']);
    expect(describeEvent(en, { action: 'hold-unknown', details: { reason: 'timeout' } }).lines).toEqual([
      'Cause: The supplier did not answer in time',
    ]);
  });

  it('shows a kind this build does not know by a neutral name and none of its raw details', () => {
    const { label, lines } = describeEvent(vi, { action: 'teleport', details: { secretId: 'x-1' } });
    expect(label).toBe('Thao tác khác');
    expect(lines).toEqual([]);
  });
});
