// The tour booking island's pieces: the form read as the API's body, the live lines, total and deposit (the domain's
// own pricing, what the server charges), escaping, and the marks of the fields the server names.
import { describe, expect, it } from 'vitest';
import { markFieldIssues } from '../src/field-issues';
import { bookingBodyOf, totalsHtml } from '../src/tour-booking';

const PRICES = {
  adultPrice: 3_990_000,
  childPrice: { mode: 'percent' as const, value: 75 },
  infantPrice: 0,
  singleRoomSupplement: 1_200_000,
  depositPercent: 30,
};
const TEXT = {
  adultBand: 'Người lớn',
  childBand: 'Trẻ em',
  infantBand: 'Trẻ nhỏ',
  singleRoom: 'Phòng đơn <b>',
  total: 'Tổng cộng',
  deposit: 'Đặt cọc',
};

function formOf(html: string): HTMLFormElement {
  document.body.innerHTML = `<form id="f">${html}</form>`;
  return document.getElementById('f') as HTMLFormElement;
}

describe('the tour booking form', () => {
  it('reads the form as the API body: counts as numbers, empty optional contact fields left out', () => {
    const form = formOf(`<select name="departureId"><option value="d-1" selected>12/12</option></select>
<select name="adults"><option selected>2</option></select><select name="children"><option selected>1</option></select>
<select name="infants"><option selected>0</option></select>
<input name="contact.name" value=" Nguyễn Văn Đức "><input name="contact.phone" value="0912345678">
<input name="contact.email" value=""><textarea name="contact.note"></textarea>
<input name="website" value=""><input name="formToken" value="tok.sig">`);
    expect(bookingBodyOf(form)).toEqual({
      departureId: 'd-1',
      adults: 2,
      children: 1,
      infants: 0,
      singleRooms: 0,
      contact: { name: 'Nguyễn Văn Đức', phone: '0912345678' },
      formToken: 'tok.sig',
      website: '',
    });
  });

  it('prices the party live in integer VND: lines, total and the deposit rounded up', () => {
    const html = totalsHtml(PRICES, { adults: 2, children: 1, infants: 1, singleRooms: 1 }, TEXT);
    expect(html).toContain('Người lớn: 2 × 3.990.000 ₫ = 7.980.000 ₫');
    expect(html).toContain('Trẻ em: 1 × 2.992.500 ₫ = 2.992.500 ₫');
    expect(html).toContain('Trẻ nhỏ: 1 × 0 ₫ = 0 ₫');
    expect(html).toContain('Phòng đơn &lt;b&gt;: 1 × 1.200.000 ₫');
    expect(html).toContain('data-total>12.172.500 ₫');
    expect(html).toContain(`data-deposit>${new Intl.NumberFormat('vi-VN').format(Math.ceil(12_172_500 * 0.3))} ₫`);
  });

  it('marks the fields the server names and clears the old marks', () => {
    const form = formOf('<select name="departureId"></select><input name="contact.phone">');
    markFieldIssues(form, [{ field: 'departureId', message: 'đã hết chỗ' }]);
    expect(form.querySelector('[name="departureId"]')?.getAttribute('aria-invalid')).toBe('true');
    markFieldIssues(form, [{ field: 'contact.phone', message: 'Số di động Việt Nam không hợp lệ' }]);
    expect(form.querySelector('[name="departureId"]')?.hasAttribute('aria-invalid')).toBe(false);
    expect(form.querySelectorAll('.sf-issue')).toHaveLength(1);
    expect(form.querySelector('.sf-issue')?.textContent).toBe('Số di động Việt Nam không hợp lệ');
  });
});
