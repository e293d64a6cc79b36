// booking/train/passenger-info: the rules (types and their ages on the travel day, a child's adult seat in the same
// direction, an infant sharing a grown-up's seat, the buyer's tax code) with each problem by its field, the price
// estimate per type, an expired lock sent back to the seat map, and "same passengers as departure".
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { estimatePrice } from '../src/features/train-booking/model/hold-request';
import { checkPassengerForm, emptyBuyer, emptyPassenger } from '../src/features/train-booking/model/passenger-rules';
import { updatePassengerState } from '../src/features/train-booking/model/passenger-store';
import { jsonResponse } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { draftWith, forgetTrainState, lockOf } from './train-booking-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  forgetTrainState();
});

const PATH = '/booking/train/passenger-info';
const BUYER = { ...emptyBuyer(), fullName: 'Nguyễn Văn An', email: 'an@example.vn', mobile: '0901234567' };
const adult = (fullName = 'Nguyễn Văn An') => ({ ...emptyPassenger(), fullName, idNumber: '001099012345' });

describe('the passenger rules', () => {
  const locks = [lockOf({ ticketId: 'T-A' }), lockOf({ ticketId: 'T-B', number: '13' })];
  const check = (values: Record<string, ReturnType<typeof adult>>, buyer = BUYER) =>
    checkPassengerForm({ locks, values, buyer });

  it('needs a name and an ID of 6–20 letters or digits on every seat', () => {
    expect(check({ 'T-A': adult(), 'T-B': { ...adult(''), idNumber: '12-34' } })).toEqual({
      'T-B.fullName': 'fullNameRequired',
      'T-B.idNumber': 'idNumberInvalid',
    });
  });

  it('takes a child (2, 7) from 6 to under 10 on the travel day, with an adult seat of the same direction', () => {
    const child = (birthDate: string, adultTicketId = 'T-A') => ({
      ...adult('Nguyễn Bé'),
      passengerType: 2 as const,
      birthDate,
      adultTicketId,
    });
    // Departure 20/12/2026: six on the day is a child, ten the day before is too old, five is too young.
    expect(check({ 'T-A': adult(), 'T-B': child('20/12/2020') })).toEqual({});
    expect(check({ 'T-A': adult(), 'T-B': child('21/12/2020') })).toEqual({ 'T-B.birthDate': 'tooYoung' });
    expect(check({ 'T-A': adult(), 'T-B': child('20/12/2016') })).toEqual({ 'T-B.birthDate': 'tooOld' });
    expect(check({ 'T-A': adult(), 'T-B': child('') })).toEqual({ 'T-B.birthDate': 'birthDateRequired' });
    expect(check({ 'T-A': adult(), 'T-B': child('31/02/2019') })).toEqual({ 'T-B.birthDate': 'birthDateInvalid' });
    expect(check({ 'T-A': adult(), 'T-B': child('01/01/2019', '') })).toEqual({ 'T-B.adultTicketId': 'adultRequired' });
    // The other seat is a child too: no grown-up travels with it.
    expect(check({ 'T-A': child('01/01/2019', 'T-B'), 'T-B': child('01/01/2019') })).toMatchObject({
      'T-B.adultTicketId': 'adultIsChild',
    });
  });

  it('refuses a child linked to a seat of the other direction', () => {
    const back = lockOf({ ticketId: 'T-R', direction: 'return' });
    const problems = checkPassengerForm({
      locks: [locks[0]!, back],
      values: {
        'T-A': adult(),
        'T-R': { ...adult('Nguyễn Bé'), passengerType: 7, birthDate: '01/01/2019', adultTicketId: 'T-A' },
      },
      buyer: BUYER,
    });
    expect(problems).toEqual({ 'T-R.adultTicketId': 'adultRequired' });
  });

  it('takes a senior (13) from 60 on the travel day', () => {
    const senior = (birthDate: string) => ({ ...adult('Trần Ông'), passengerType: 13 as const, birthDate });
    expect(check({ 'T-A': adult(), 'T-B': senior('20/12/1966') })).toEqual({});
    expect(check({ 'T-A': adult(), 'T-B': senior('21/12/1966') })).toEqual({ 'T-B.birthDate': 'tooYoung' });
  });

  it('puts an infant under 6 on a grown-up seat only', () => {
    const withInfant = (birthDate: string) => ({ ...adult(), infant: { fullName: 'Nguyễn Nhỏ', birthDate } });
    expect(check({ 'T-A': withInfant('21/12/2020'), 'T-B': adult('Trần Bình') })).toEqual({});
    expect(check({ 'T-A': withInfant('20/12/2020'), 'T-B': adult('Trần Bình') })).toEqual({
      'T-A.infant.birthDate': 'tooOld',
    });
    const childWithInfant = {
      ...adult('Nguyễn Bé'),
      passengerType: 2 as const,
      birthDate: '01/01/2019',
      adultTicketId: 'T-A',
      infant: { fullName: 'Nguyễn Nhỏ', birthDate: '01/01/2023' },
    };
    expect(check({ 'T-A': adult(), 'T-B': childWithInfant })).toEqual({ 'T-B.infant': 'infantOnChild' });
  });

  it('checks the buyer: email, mobile, and the company with its tax code together', () => {
    const values = { 'T-A': adult(), 'T-B': adult('Trần Bình') };
    expect(check(values, { ...BUYER, email: 'an@', mobile: '12345' })).toEqual({
      'buyer.email': 'emailInvalid',
      'buyer.mobile': 'mobileInvalid',
    });
    expect(check(values, { ...BUYER, company: 'Công ty Sao Mai' })).toEqual({ 'buyer.taxCode': 'taxCodeRequired' });
    expect(check(values, { ...BUYER, taxCode: '0101234567' })).toEqual({ 'buyer.company': 'companyRequired' });
    expect(check(values, { ...BUYER, company: 'Công ty Sao Mai', taxCode: '010123456' })).toEqual({
      'buyer.taxCode': 'taxCodeInvalid',
    });
    expect(check(values, { ...BUYER, company: 'Công ty Sao Mai', taxCode: '0101234567-001' })).toEqual({});
  });
});

describe('the price estimate per type', () => {
  it("is the API's own price: the type's discount taken off the fare without its insurance", () => {
    const lock = lockOf({ ticketId: 'T-A' });
    expect(estimatePrice(lock, 1)).toEqual({ fare: 1_000_000, insurance: 20_000, discount: 0, amount: 1_000_000 });
    expect(estimatePrice(lock, 2).amount).toBe(755_000);
    expect(estimatePrice(lock, 7).amount).toBe(755_000);
    expect(estimatePrice(lock, 12).amount).toBe(902_000);
    expect(estimatePrice(lock, 13).amount).toBe(853_000);
    expect(estimatePrice(lock, 6).amount).toBe(1_000_000);
    // A fare with its own insurance: the discount comes off the part without it.
    const other = lockOf({ ticketId: 'T-B', fare: 1_230_000 });
    const otherLock = { ...other, seat: { ...other.seat, insurance: 30_000 } };
    expect(estimatePrice(otherLock, 2)).toEqual({
      fare: 1_230_000,
      insurance: 30_000,
      discount: 300_000,
      amount: 930_000,
    });
    expect(estimatePrice(otherLock, 13)).toMatchObject({ discount: 180_000, amount: 1_050_000 });
  });
});

function renderPassengers() {
  return renderApp(PATH, { session: loginAs('admin_f1'), handler: () => jsonResponse(200, {}) });
}

const card = (name: RegExp) => screen.getByRole('region', { name });
const field = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });
/** The helper text MUI ties to a field (its error when it has one). */
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the passenger page', () => {
  it('shows each problem under its field once Continue is pressed, and the price of each type live', async () => {
    draftWith([lockOf({ ticketId: 'T-A' }), lockOf({ ticketId: 'T-B', number: '13' })]);
    renderPassengers();
    await screen.findByRole('heading', { name: 'Thông tin hành khách đi tàu', level: 1 });
    const first = card(/^Hành khách 1 · ghế 12 toa 3/);
    const second = card(/^Hành khách 2 · ghế 13 toa 3/);
    expect(within(first).getByRole('timer').textContent).toMatch(/^Giữ chỗ còn (10:00|9:5\d)$/);

    // Nothing is said before the agent asks to go on.
    expect(helperOf(field(first, /^Họ và tên/))).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Vui lòng sửa các ô được đánh dấu.')).toBeTruthy();
    expect(helperOf(field(first, /^Họ và tên/))).toBe('Vui lòng nhập họ và tên');
    expect(field(first, /^Họ và tên/).getAttribute('aria-invalid')).toBe('true');
    const buyer = screen.getByRole('region', { name: 'Người mua vé' });
    expect(helperOf(field(buyer, /^Email/))).toBe('Vui lòng nhập email');

    // The second seat becomes a child: its price drops to 75 % of the fare without insurance.
    const typeSelect = within(second).getByRole('combobox', { name: /^Đối tượng/ });
    expect(within(typeSelect).getByRole('option', { name: 'Sinh viên (90 %) – 902.000 ₫' })).toBeTruthy();
    fireEvent.change(typeSelect, { target: { value: '2' } });
    expect(within(second).getByRole('status').textContent).toBe(
      'Giá vé 1.000.000 ₫ · giảm 245.000 ₫ · thành tiền (ước tính) 755.000 ₫',
    );
    expect(helperOf(field(second, /^Ngày sinh/))).toBe('Vui lòng nhập ngày sinh');
    const adultSelect = within(second).getByRole('combobox', { name: /^Đi cùng người lớn/ });
    expect(helperOf(adultSelect)).toBe('Chọn người lớn đi cùng trong cùng chiều');
    type(field(second, /^Ngày sinh/), '01/03/2022');
    expect(helperOf(field(second, /^Ngày sinh/))).toBe('Chưa đủ tuổi cho đối tượng này vào ngày đi');
  });

  it('goes on once a child has its adult, an infant its age and the invoice its tax code', async () => {
    draftWith([lockOf({ ticketId: 'T-A' }), lockOf({ ticketId: 'T-B', number: '13' })]);
    // Most of the form typed already (kept in this tab); the rules still to meet are typed here.
    updatePassengerState(() => ({
      passengers: {
        'T-A': { ...adult(), infant: { fullName: 'Nguyễn Nhỏ', birthDate: '01/01/2020' } },
        'T-B': { ...adult('Nguyễn Bé'), passengerType: 2, birthDate: '01/03/2019' },
      },
      buyer: { ...BUYER, company: 'Công ty Sao Mai', taxCode: '01012345' },
      serverProblems: {},
    }));
    const { router } = renderPassengers();
    const first = await screen.findByRole('region', { name: /^Hành khách 1 · ghế 12 toa 3/ });
    const second = card(/^Hành khách 2 · ghế 13 toa 3/);
    const buyer = screen.getByRole('region', { name: 'Người mua vé' });
    const infant = within(first).getByRole('group', { name: 'Trẻ dưới 6 tuổi ngồi chung' });
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Vui lòng sửa các ô được đánh dấu.')).toBeTruthy();
    const adultSelect = within(second).getByRole('combobox', { name: /^Đi cùng người lớn/ });
    expect(helperOf(adultSelect)).toBe('Chọn người lớn đi cùng trong cùng chiều');
    expect(helperOf(field(infant, /^Ngày sinh của trẻ/))).toBe('Quá tuổi cho đối tượng này vào ngày đi');
    expect(helperOf(field(buyer, /^Mã số thuế/))).toBe('Mã số thuế gồm 10 số, hoặc 10 số-3 số');
    expect(router.state.location.pathname).toBe(PATH);

    fireEvent.change(adultSelect, { target: { value: 'T-A' } });
    expect(
      within(adultSelect).getByRole('option', { name: 'Hành khách 1 · ghế 12 toa 3 · Nguyễn Văn An' }),
    ).toBeTruthy();
    type(field(infant, /^Ngày sinh của trẻ/), '01/01/2023');
    type(field(buyer, /^Mã số thuế/), '0101234567');
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/train/confirm-passenger-info'));
  });

  it('shows an expired lock with a way back to the seat map and does not go on', async () => {
    const old = new Date(Date.now() - 601_000).toISOString();
    draftWith([lockOf({ ticketId: 'T-A', lockedAt: old })]);
    const { router } = renderPassengers();
    const first = await screen.findByRole('region', { name: /^Hành khách 1/ });
    expect(within(first).getByText('Chỗ này đã hết thời gian giữ.')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Chọn lại chỗ' }).getAttribute('href')).toBe('/booking/train');
    expect(within(first).queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Có chỗ đã hết thời gian giữ: vui lòng chọn lại chỗ trên sơ đồ toa.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('copies the departure passengers onto the return seats, a child keeping its adult by position', async () => {
    draftWith(
      [lockOf({ ticketId: 'T-A' }), lockOf({ ticketId: 'T-B', number: '13' })],
      [
        lockOf({ ticketId: 'R-A', direction: 'return', number: '21' }),
        lockOf({ ticketId: 'R-B', direction: 'return', number: '22' }),
      ],
    );
    renderPassengers();
    const first = await screen.findByRole('region', { name: /^Hành khách 1 · ghế 12/ });
    const second = card(/^Hành khách 2 · ghế 13/);
    type(field(first, /^Họ và tên/), 'Nguyễn Văn An');
    fireEvent.change(within(second).getByRole('combobox', { name: /^Đối tượng/ }), { target: { value: '2' } });
    type(field(second, /^Họ và tên/), 'Nguyễn Bé');
    fireEvent.change(within(second).getByRole('combobox', { name: /^Đi cùng người lớn/ }), {
      target: { value: 'T-A' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Cùng hành khách như chiều đi' }));
    const back1 = card(/^Hành khách 1 · ghế 21/);
    const back2 = card(/^Hành khách 2 · ghế 22/);
    expect((field(back1, /^Họ và tên/) as HTMLInputElement).value).toBe('Nguyễn Văn An');
    expect((field(back2, /^Họ và tên/) as HTMLInputElement).value).toBe('Nguyễn Bé');
    expect((within(back2).getByRole('combobox', { name: /^Đi cùng người lớn/ }) as HTMLSelectElement).value).toBe(
      'R-A',
    );
  });

  it('sends the agent to the search when no seat is held', async () => {
    renderPassengers();
    expect(await screen.findByText('Chưa có chỗ nào đang được giữ.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tìm chuyến tàu' }).getAttribute('href')).toBe('/train');
  });
});
