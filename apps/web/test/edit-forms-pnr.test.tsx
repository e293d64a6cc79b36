// The edit forms about the PNR itself (messages to the airline, remarks, contact, queue, fare store): each shows the
// schema's message under the wrong field without submitting, submits exactly the body the API parses, shows the server's.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import AddCaForm from '../src/features/booking-edit/forms/actions/AddCaForm';
import AddOsiForm from '../src/features/booking-edit/forms/actions/AddOsiForm';
import AddPaxEndorsementForm from '../src/features/booking-edit/forms/actions/AddPaxEndorsementForm';
import AddRemarkForm from '../src/features/booking-edit/forms/actions/AddRemarkForm';
import AddSkForm from '../src/features/booking-edit/forms/actions/AddSkForm';
import ChangeContactForm from '../src/features/booking-edit/forms/actions/ChangeContactForm';
import EditPhoneForm from '../src/features/booking-edit/forms/actions/EditPhoneForm';
import RetainQuoteTstForm from '../src/features/booking-edit/forms/actions/RetainQuoteTstForm';
import SwapQueueForm from '../src/features/booking-edit/forms/actions/SwapQueueForm';
import { field, messageUnder, renderEditForm, submit, tick, type, VERSION } from './edit-forms-fixtures';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

describe('add-osi', () => {
  it('refuses text the airline cannot store, naming it in airline spelling, and focuses the field', () => {
    const { onSubmit } = renderEditForm(AddOsiForm, { action: 'add-osi' });
    type('Nội dung gửi hãng', 'Khách cần hỗ trợ @ sân bay');
    submit();
    expect(messageUnder('Nội dung gửi hãng')).toContain('KHACH CAN HO TRO @ SAN BAY');
    expect(document.activeElement).toBe(field('Nội dung gửi hãng'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the airline spelling with its count and sends text, carrier and the passengers ticked', () => {
    const { onSubmit } = renderEditForm(AddOsiForm, { action: 'add-osi' });
    expect(screen.getByText('Không chọn ai: áp dụng cho cả đặt chỗ')).toBeTruthy();
    type('Nội dung gửi hãng', 'Khách đi xe lăn');
    expect(screen.getByText('KHACH DI XE LAN')).toBeTruthy();
    expect(messageUnder('Nội dung gửi hãng')).toBe('15/70 ký tự');
    type('Hãng nhận', 'vn');
    tick(/^TRAN THI HOA/);
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      text: 'Khách đi xe lăn',
      carrier: 'VN',
      paxIds: ['ADT-2'],
      expectedVersion: VERSION,
    });
  });

  it('shows the server message under the field it names, and clears it once the field changes', () => {
    const { showServerErrors } = renderEditForm(AddOsiForm, { action: 'add-osi' });
    showServerErrors({ carrier: 'Hãng XX không có trong hành trình' });
    expect(messageUnder('Hãng nhận')).toBe('Hãng XX không có trong hành trình');
    type('Hãng nhận', 'VN');
    expect(messageUnder('Hãng nhận')).not.toContain('XX');
  });
});

describe('add-ca', () => {
  it('names the account code rule and sends the code upper case for the whole booking', () => {
    const { onSubmit, showServerErrors } = renderEditForm(AddCaForm, { action: 'add-ca' });
    type('Mã khách hàng doanh nghiệp', 'A');
    submit();
    expect(messageUnder('Mã khách hàng doanh nghiệp')).toBe('Từ 2 đến 20 chữ cái không dấu hoặc chữ số');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Mã khách hàng doanh nghiệp', 'corp123');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ accountCode: 'CORP123', expectedVersion: VERSION });
    showServerErrors({ accountCode: 'Hãng không nhận mã này' });
    expect(messageUnder('Mã khách hàng doanh nghiệp')).toBe('Hãng không nhận mã này');
  });
});

describe('add-sk', () => {
  it('asks for a keyword, then sends it with its text for the passengers ticked', () => {
    const { onSubmit, showServerErrors } = renderEditForm(AddSkForm, { action: 'add-sk' });
    submit();
    expect(messageUnder('Từ khóa (SK)')).toBe('Vui lòng chọn từ khóa');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Từ khóa (SK)', 'VIP');
    type('Nội dung kèm theo', 'Giám đốc');
    tick(/^NGUYEN VAN DUC/);
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      keyword: 'VIP',
      text: 'Giám đốc',
      paxIds: ['ADT-1'],
      expectedVersion: VERSION,
    });
    showServerErrors({ 'paxIds.0': 'Hành khách ADT-1 không có trong đặt chỗ' });
    expect(screen.getByText('Hành khách ADT-1 không có trong đặt chỗ')).toBeTruthy();
  });
});

describe('add-remark', () => {
  it('refuses a remark shorter than two characters in airline spelling and sends a confidential one', () => {
    const { onSubmit, showServerErrors } = renderEditForm(AddRemarkForm, { action: 'add-remark' });
    type('Ghi chú', 'Đ');
    submit();
    expect(messageUnder('Ghi chú')).toContain('Từ 2 đến 250 ký tự sau khi bỏ dấu');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Loại ghi chú', 'CONFIDENTIAL');
    type('Ghi chú', 'Khách quen, gọi trước');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'CONFIDENTIAL',
      text: 'Khách quen, gọi trước',
      expectedVersion: VERSION,
    });
    showServerErrors({ kind: 'Hãng không nhận loại ghi chú này' });
    expect(messageUnder('Loại ghi chú')).toBe('Hãng không nhận loại ghi chú này');
  });
});

describe('add-pax-endorsement', () => {
  it('asks for the endorsement, then sends it for every passenger when none is ticked', () => {
    const { onSubmit, showServerErrors } = renderEditForm(AddPaxEndorsementForm, { action: 'add-pax-endorsement' });
    expect(screen.getByText('Không chọn ai: mọi hành khách')).toBeTruthy();
    submit();
    expect(messageUnder('Ghi chú trên vé (FE)')).toContain('Vui lòng nhập thông tin này');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Ghi chú trên vé (FE)', 'Không hoàn, không đổi');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Không hoàn, không đổi', expectedVersion: VERSION });
    showServerErrors({ text: 'Quá dài cho hãng' });
    expect(messageUnder('Ghi chú trên vé (FE)')).toContain('Quá dài cho hãng');
  });
});

describe('edit-phone', () => {
  it('starts from the booking phone, refuses a number outside the Vietnamese mobile rule and sends a valid one', () => {
    const { onSubmit, showServerErrors } = renderEditForm(EditPhoneForm, { action: 'edit-phone' });
    expect((field('Số di động liên hệ') as HTMLInputElement).value).toBe('0901234567');
    type('Số di động liên hệ', '0201234567');
    submit();
    expect(messageUnder('Số di động liên hệ')).toContain('Số di động Việt Nam');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Số di động liên hệ', '0987654321');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ phone: '0987654321', expectedVersion: VERSION });
    field('Số di động liên hệ').blur();
    showServerErrors({ phone: 'Số này đã bị chặn' });
    expect(messageUnder('Số di động liên hệ')).toBe('Số này đã bị chặn');
    expect(document.activeElement).toBe(field('Số di động liên hệ'));
  });
});

describe('change-contact', () => {
  it('needs a name or an email, refuses a bad email and sends what is filled', () => {
    const { onSubmit, showServerErrors } = renderEditForm(ChangeContactForm, { action: 'change-contact' });
    type('Tên người liên hệ', '');
    type('Email', '');
    submit();
    expect(messageUnder('Tên người liên hệ')).toBe('Hãy nhập tên hoặc email người liên hệ');
    type('Email', 'not-an-email');
    submit();
    expect(messageUnder('Email')).toBe('Email không hợp lệ');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Email', 'hoa@example.vn');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'hoa@example.vn', expectedVersion: VERSION });
    showServerErrors({ email: 'Email bị từ chối' });
    expect(messageUnder('Email')).toBe('Email bị từ chối');
  });
});

describe('swap-queue', () => {
  it('refuses a queue above 99 and sends numbers, the default category and the office', () => {
    const { onSubmit, showServerErrors } = renderEditForm(SwapQueueForm, { action: 'swap-queue' });
    type('Hàng đợi', '100');
    submit();
    expect(messageUnder('Hàng đợi')).toBe('Số hàng đợi từ 0 đến 99');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Hàng đợi', '8');
    type('Mã văn phòng', 'sgnvn28aa');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      queue: 8,
      category: 0,
      officeId: 'SGNVN28AA',
      expectedVersion: VERSION,
    });
    showServerErrors({ officeId: 'Văn phòng không cho phép' });
    expect(messageUnder('Mã văn phòng')).toBe('Văn phòng không cho phép');
  });
});

describe('retain-quote-tst', () => {
  it('is a confirmation naming the PNR that sends only the version, and lists a server message on top', () => {
    const { onSubmit, showServerErrors } = renderEditForm(RetainQuoteTstForm, { action: 'retain-quote-tst' });
    expect(screen.getByText(/KX7Q2M/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu giá (TST)' }));
    expect(onSubmit).toHaveBeenCalledWith({ expectedVersion: VERSION });
    showServerErrors({ body: 'Không có giá để lưu' });
    expect(screen.getByRole('alert').textContent).toBe('Không có giá để lưu');
  });
});

describe('every form', () => {
  it('disables its submit button while the page sends the body', () => {
    renderEditForm(EditPhoneForm, { action: 'edit-phone', submitting: true });
    expect((screen.getByRole('button', { name: 'Tiếp tục' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks English to an English user: the domain rules, the field rules and the labels', async () => {
    await createTestI18n('en');
    try {
      const { onSubmit } = renderEditForm(AddOsiForm, { action: 'add-osi' });
      type('Message to the airline (OSI)', 'Khách @ sân bay');
      submit('Continue');
      expect(messageUnder('Message to the airline (OSI)')).toContain('Use only A–Z, 0–9');
      type('Airline', 'V');
      expect(messageUnder('Airline')).toBe('A 2-character airline code (e.g. VN)');
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      await createTestI18n('vi');
    }
  });
});
