// The edit forms about passengers (loyalty, infant, details, split, passport, birth date, name): the wrong field named
// in the user's language without submitting, the exact body the API parses, the server's messages under their field.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import AddInfantForm from '../src/features/booking-edit/forms/actions/AddInfantForm';
import AddInfoPassengerForm from '../src/features/booking-edit/forms/actions/AddInfoPassengerForm';
import ChangeBirthdayQhForm from '../src/features/booking-edit/forms/actions/ChangeBirthdayQhForm';
import ChangeLoyaltyForm from '../src/features/booking-edit/forms/actions/ChangeLoyaltyForm';
import ChangePassengerInfoForm from '../src/features/booking-edit/forms/actions/ChangePassengerInfoForm';
import ChangePassportForm from '../src/features/booking-edit/forms/actions/ChangePassportForm';
import SplitPassengerForm from '../src/features/booking-edit/forms/actions/SplitPassengerForm';
import { detail } from './booking-list-fixtures';
import { field, messageUnder, renderEditForm, submit, tick, type, VERSION } from './edit-forms-fixtures';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

const valueOf = (label: string) => (field(label) as HTMLInputElement).value;
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('change-loyalty', () => {
  it('fills the chosen passenger numbers, names the programme rule and sends the numbers left', () => {
    const { onSubmit, showServerErrors } = renderEditForm(ChangeLoyaltyForm, { action: 'change-loyalty' });
    expect([...field('Hành khách').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '— Chọn hành khách —',
      'NGUYEN VAN DUC (Người lớn)',
      'TRAN THI HOA (Người lớn)',
    ]);
    type('Hành khách', 'ADT-1');
    expect(valueOf('Số thẻ hội viên VN')).toBe('9001234567');
    type('Số thẻ hội viên VN', '12');
    submit();
    expect(messageUnder('Số thẻ hội viên VN')).toBe('Số thẻ Lotusmiles không đúng định dạng');
    expect(document.activeElement).toBe(field('Số thẻ hội viên VN'));
    expect(onSubmit).not.toHaveBeenCalled();
    type('Số thẻ hội viên VN', '123456789');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      paxId: 'ADT-1',
      loyalty: [{ airline: 'VN', number: '123456789' }],
      expectedVersion: VERSION,
    });
    type('Số thẻ hội viên VN', '');
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ paxId: 'ADT-1', loyalty: [], expectedVersion: VERSION });
    type('Số thẻ hội viên VN', '123456789');
    showServerErrors({ 'loyalty.0.number': 'Số thẻ đã bị khóa' });
    expect(messageUnder('Số thẻ hội viên VN')).toBe('Số thẻ đã bị khóa');
  });
});

describe('add-infant', () => {
  it('offers only the adult without an infant, previews the airline name and names an infant too old', () => {
    const { onSubmit, showServerErrors } = renderEditForm(AddInfantForm, { action: 'add-infant' });
    expect([...field('Người lớn đi cùng em bé').querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      'ADT-2',
    ]);
    type('Người lớn đi cùng em bé', 'ADT-2');
    type('Danh xưng', 'MISS');
    type('Họ', 'Trần');
    type('Tên đệm và tên', 'Bảo Ngọc');
    expect(screen.getByText('TRAN/BAO NGOC')).toBeTruthy();
    type('Ngày sinh', '01/01/2028');
    submit();
    expect(messageUnder('Ngày sinh')).toBe('Em bé phải dưới 2 tuổi vào ngày bay cuối');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Ngày sinh', '15/06/2030');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      adultId: 'ADT-2',
      title: 'MISS',
      lastName: 'Trần',
      firstName: 'Bảo Ngọc',
      birthDate: '15/06/2030',
      expectedVersion: VERSION,
    });
    showServerErrors({ adultId: 'Người lớn này đã có em bé đi cùng' });
    expect(messageUnder('Người lớn đi cùng em bé')).toBe('Người lớn này đã có em bé đi cùng');
    expect(screen.queryByLabelText(/^Số hộ chiếu/)).toBeNull();
  });

  it('asks the infant passport on an international itinerary and sends it', () => {
    const domestic = detail();
    const abroad = {
      ...domestic,
      routes: domestic.routes.map((route) => ({
        ...route,
        segments: route.segments.map((segment) => ({ ...segment, to: segment.to === 'SGN' ? 'BKK' : segment.to })),
      })),
    };
    const { onSubmit } = renderEditForm(AddInfantForm, { action: 'add-infant', booking: abroad });
    type('Người lớn đi cùng em bé', 'ADT-2');
    type('Danh xưng', 'MSTR');
    type('Họ', 'Trần');
    type('Tên đệm và tên', 'Minh');
    type('Ngày sinh', '15/06/2030');
    submit();
    expect(messageUnder('Số hộ chiếu')).toBe('Vui lòng nhập thông tin này');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Số hộ chiếu', 'C7654321');
    type('Ngày hết hạn', '01/12/2030');
    submit();
    expect(messageUnder('Ngày hết hạn')).toMatch(/05\/12\/2030/);
    type('Ngày hết hạn', '15/06/2035');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      adultId: 'ADT-2',
      title: 'MSTR',
      lastName: 'Trần',
      firstName: 'Minh',
      birthDate: '15/06/2030',
      passport: { number: 'C7654321', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '15/06/2035' },
      expectedVersion: VERSION,
    });
  });
});

describe('add-info-passenger', () => {
  it('asks for at least one detail, names an unknown country and sends what is filled', () => {
    const { onSubmit, showServerErrors } = renderEditForm(AddInfoPassengerForm, { action: 'add-info-passenger' });
    type('Hành khách', 'ADT-1');
    submit();
    expect(messageUnder('Ngày sinh')).toBe(
      'Hãy nhập ít nhất một thông tin: ngày sinh, quốc tịch, số giấy tờ hoặc giới tính',
    );
    type('Quốc tịch', 'XYZ');
    submit();
    expect(messageUnder('Quốc tịch')).toBe('Mã quốc gia không hợp lệ (ISO 3 chữ cái, ví dụ VNM)');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Quốc tịch', 'VNM');
    type('Giới tính', 'M');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      paxId: 'ADT-1',
      nationality: 'VNM',
      gender: 'M',
      expectedVersion: VERSION,
    });
    showServerErrors({ gender: 'Hãng không nhận giới tính' });
    expect(messageUnder('Giới tính')).toBe('Hãng không nhận giới tính');
  });

  it('shows what the booking already has for the passenger chosen', () => {
    const booking = detail();
    const hoa = { ...booking.passengers[1]!, nationality: 'VNM', idNumber: '079190001234', gender: 'F' as const };
    renderEditForm(AddInfoPassengerForm, {
      action: 'add-info-passenger',
      booking: { ...booking, passengers: [booking.passengers[0]!, hoa, booking.passengers[2]!] },
    });
    type('Hành khách', 'ADT-2');
    expect(['Ngày sinh', 'Quốc tịch', 'Số giấy tờ', 'Giới tính'].map(valueOf)).toEqual([
      '12/05/1990',
      'VNM',
      '079190001234',
      'F',
    ]);
  });
});

describe('split-passenger', () => {
  it('moves an infant with its adult, keeps one passenger and sends the adults chosen', () => {
    const { onSubmit, showServerErrors } = renderEditForm(SplitPassengerForm, { action: 'split-passenger' });
    const infant = /^NGUYEN BAO AN \(Em bé, đi cùng NGUYEN VAN DUC\) · đi theo người lớn/;
    expect(checkbox(infant).disabled).toBe(true);
    tick(/^NGUYEN VAN DUC/);
    expect(checkbox(infant).checked).toBe(true);
    tick(/^TRAN THI HOA/);
    submit('Tách hành khách');
    expect(screen.getByText('Phải giữ lại ít nhất một hành khách trong đặt chỗ cũ')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    tick(/^TRAN THI HOA/);
    submit('Tách hành khách');
    expect(onSubmit).toHaveBeenCalledWith({ paxIds: ['ADT-1'], expectedVersion: VERSION });
    showServerErrors({ paxIds: 'Hãng không cho tách đặt chỗ này' });
    expect(screen.getByText('Hãng không cho tách đặt chỗ này')).toBeTruthy();
  });
});

describe('change-passport', () => {
  it('defaults the countries to VNM, refuses a passport expiring before the last flight and sends DOCS', () => {
    const { onSubmit, showServerErrors } = renderEditForm(ChangePassportForm, { action: 'change-passport' });
    expect(valueOf('Quốc gia cấp')).toBe('VNM');
    type('Hành khách', 'ADT-2');
    expect(valueOf('Ngày sinh')).toBe('12/05/1990');
    type('Số hộ chiếu', 'c1234567');
    type('Ngày hết hạn', '01/12/2030');
    type('Giới tính', 'F');
    submit();
    expect(messageUnder('Ngày hết hạn')).toBe('Hộ chiếu hết hạn trước hoặc vào ngày bay cuối (05/12/2030)');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Ngày hết hạn', '01/01/2035');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      paxId: 'ADT-2',
      passport: {
        number: 'C1234567',
        nationality: 'VNM',
        issuingCountry: 'VNM',
        expiryDate: '01/01/2035',
        birthDate: '12/05/1990',
        gender: 'F',
      },
      expectedVersion: VERSION,
    });
    showServerErrors({ 'passport.number': 'Số hộ chiếu đã dùng cho khách khác' });
    expect(messageUnder('Số hộ chiếu')).toBe('Số hộ chiếu đã dùng cho khách khác');
  });
});

describe('change-birthday-qh', () => {
  it('starts from the birth date on the booking, refuses a day that does not exist and sends the new one', () => {
    const { onSubmit, showServerErrors } = renderEditForm(ChangeBirthdayQhForm, { action: 'change-birthday-qh' });
    type('Hành khách', 'ADT-2');
    expect(valueOf('Ngày sinh')).toBe('12/05/1990');
    type('Ngày sinh', '31/02/1990');
    submit();
    expect(messageUnder('Ngày sinh')).toBe('Ngày không hợp lệ (dd/MM/yyyy)');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Ngày sinh', '13/05/1990');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ paxId: 'ADT-2', birthDate: '13/05/1990', expectedVersion: VERSION });
    showServerErrors({ birthDate: 'Hãng không cho đổi ngày sinh' });
    expect(messageUnder('Ngày sinh')).toBe('Hãng không cho đổi ngày sinh');
  });
});

describe('change-passenger-info', () => {
  it('starts from the name as typed, offers the titles of the type and previews the airline spelling', () => {
    const { onSubmit, showServerErrors } = renderEditForm(ChangePassengerInfoForm, {
      action: 'change-passenger-info',
    });
    type('Hành khách', 'ADT-1');
    expect([valueOf('Danh xưng'), valueOf('Họ'), valueOf('Tên đệm và tên')]).toEqual(['MR', 'Nguyễn', 'Văn Đức']);
    expect([...field('Danh xưng').querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      'MR',
      'MRS',
      'MS',
    ]);
    type('Tên đệm và tên', 'Văn Đức 2');
    submit();
    expect(messageUnder('Tên đệm và tên')).toBe('Chỉ gồm chữ cái và khoảng trắng');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Tên đệm và tên', 'Văn Đức Anh');
    expect(screen.getByText('NGUYEN/VAN DUC ANH')).toBeTruthy();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      paxId: 'ADT-1',
      title: 'MR',
      lastName: 'Nguyễn',
      firstName: 'Văn Đức Anh',
      expectedVersion: VERSION,
    });
    showServerErrors({ lastName: 'Hãng không cho sửa họ' });
    expect(messageUnder('Họ')).toBe('Hãng không cho sửa họ');
  });
});
