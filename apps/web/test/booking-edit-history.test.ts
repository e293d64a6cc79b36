// The history of an edit: the action by its catalogue description and each change "field: before → after", labelled
// with EDIT_CHANGE_FIELD_LABELS in the user's language and on the passenger it concerns.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { describeEvent } from '../src/features/booking-detail/components/booking-events';
import { createTestI18n } from './support/test-i18n';

let vi: TFunction;
let en: TFunction;
beforeAll(async () => {
  vi = (await createTestI18n('vi')).t;
  en = (await createTestI18n('en')).t;
});

const PASSENGERS = [{ paxId: 'ADT-1', airlineLastName: 'NGUYEN', airlineFirstName: 'VAN DUC' }];
const EDITED = {
  action: 'edited',
  details: {
    pnr: 'KX7Q2M',
    editAction: 'change-loyalty',
    idempotencyKey: 'edit:secret-key',
    requestHash: 'abc123',
    changes: [
      { field: 'loyalty', paxId: 'ADT-1', before: null, after: 'VN 9001234567' },
      { field: 'phone', before: '0901234567', after: '0912345678' },
      { field: 'notAField', before: 'x', after: 'y' },
    ],
  },
};

describe('an edited step of the history', () => {
  it('names the action and every change in Vietnamese, on its passenger, never the key or the hash', () => {
    const { label, lines } = describeEvent(vi, EDITED, PASSENGERS);
    expect(label).toBe('Sửa đặt chỗ');
    expect(lines).toEqual([
      'PNR: KX7Q2M',
      'Thao tác sửa: Thêm hoặc sửa thẻ hội viên của hành khách',
      'Thẻ hội viên (NGUYEN VAN DUC (ADT-1)): — → VN 9001234567',
      'Điện thoại: 0901234567 → 0912345678',
    ]);
    expect(lines.join(' ')).not.toContain('secret-key');
    expect(lines.join(' ')).not.toContain('abc123');
  });

  it('reads in English with the English labels and description', () => {
    const { lines } = describeEvent(en, EDITED, PASSENGERS);
    expect(lines).toContain('Phone: 0901234567 → 0912345678');
    expect(lines).toContain('Frequent-flyer number (NGUYEN VAN DUC (ADT-1)): — → VN 9001234567');
    expect(lines.some((line) => line.startsWith('Change: ') && !line.includes('thẻ'))).toBe(true);
  });

  it('shows a total before → after in VND', () => {
    const priced = {
      action: 'edited',
      details: {
        pnr: 'KX7Q2M',
        editAction: 'add-infant',
        changes: [{ field: 'total', before: '4904000', after: '5236000' }],
      },
    };
    expect(describeEvent(vi, priced, PASSENGERS).lines).toContain('Tổng tiền: 4.904.000 ₫ → 5.236.000 ₫');
  });

  it('shows an edit written before changes were kept by its action alone', () => {
    const { lines } = describeEvent(vi, { action: 'edited', details: { pnr: 'KX7Q2M', editAction: 'add-remark' } });
    expect(lines).toEqual(['PNR: KX7Q2M', 'Thao tác sửa: Thêm ghi chú chung, nội bộ hoặc in trên hành trình']);
  });
});
