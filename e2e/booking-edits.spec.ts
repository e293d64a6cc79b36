// Booking edits in the browser (issue 14): a Vietnam Airlines round trip HAN ⇄ BKK held through the API is edited from
// its detail page (passport, loyalty, wheelchair, remark, an infant priced and accepted), issued with the PIN, then the
// airline's schedule change accepted; and a family booking is split, the second adult and its infant to a new PNR.
import { expect, type Page } from '@playwright/test';
import { SIMULATOR_URLS } from './playwright.config';
import { TREE_PASSWORD, test } from './support/agency-tree';
import {
  backToMenu,
  detailTotal,
  expectEditDone,
  holdVnByApi,
  openDetail,
  openEditAction,
  type HeldBooking,
} from './support/booking-edits';
import { JOURNEY_PIN, yearsAgo } from './support/bookings';
import { typedDay, vietnamDay } from './support/days';
import { headerBalance, vnd } from './support/money';
import { signIn } from './support/portal';

/** A short, per-run distinct name part (A–Z only: names take letters), so one run's passengers are told from another's. */
const runTag = () => Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

async function signInAs(page: Page, username: string): Promise<void> {
  await signIn(page, username, TREE_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
}

/** From the booking detail shown: its "Sửa đặt chỗ" button → the menu. */
async function editFromDetail(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Thao tác với đặt chỗ' }).getByRole('link', { name: 'Sửa đặt chỗ' }).click();
  await expect(page).toHaveURL(/\/booking\/edit\?id=/);
}

/** The booking detail → "Sửa đặt chỗ" → the menu. */
async function openEditMenu(page: Page, booking: HeldBooking): Promise<void> {
  await openDetail(page, booking);
  await editFromDetail(page);
}

/** HH:mm of an ISO time with its own offset ("2026-12-26T08:35:00+07:00"), `minutes` later. */
function wallClockPlus(isoWithOffset: string, minutes: number): string {
  const [hours, mins] = isoWithOffset.slice(11, 16).split(':').map(Number);
  const total = (hours! * 60 + mins! + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

test('an agent edits a held round trip, adds an infant at a new price, issues it and accepts a schedule change', async ({
  page,
  request,
  baseURL,
  tree,
}) => {
  test.setTimeout(180_000);
  const tag = runTag();
  /** The adult as the airline spells him, and as the edit forms offer him. */
  const airlineName = `PHAM VAN SUA ${tag}`;
  const adultChoice = { label: `${airlineName} (Người lớn)` };
  const booking = await holdVnByApi(request, {
    credentials: { username: tree.f2Admin.username, password: TREE_PASSWORD },
    legs: [
      { from: 'HAN', to: 'BKK', daysAhead: 40 },
      { from: 'BKK', to: 'HAN', daysAhead: 44 },
    ],
    passengers: [
      {
        paxId: 'ADT-1',
        type: 'ADT',
        title: 'MR',
        lastName: 'Phạm',
        firstName: `Văn Sửa ${tag}`,
        birthDate: typedDay(yearsAgo(35)),
        passport: { number: 'B1234567', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '31/12/2030' },
      },
    ],
  });
  expect(booking.flights).toHaveLength(2);
  /** "VN611" and "VN612", as the PNR names the flights. */
  const [outbound, inbound] = booking.flights.map((flight) => flight.flightNumbers[0]!);

  await signInAs(page, tree.f2Admin.username);
  await openEditMenu(page, booking);

  // The passport renewed: the PNR after shows only its last four characters and the new expiry.
  let form = await openEditAction(page, 'Cập nhật hộ chiếu');
  await form.getByRole('combobox', { name: /^Hành khách/ }).selectOption(adultChoice);
  await expect(form.getByRole('textbox', { name: /^Số hộ chiếu/ })).toHaveValue('B1234567');
  await form.getByRole('textbox', { name: /^Số hộ chiếu/ }).fill('C7654321');
  await form.getByRole('textbox', { name: /^Ngày hết hạn/ }).fill('15/06/2036');
  await form.getByRole('combobox', { name: /^Giới tính/ }).selectOption({ label: 'Nam' });
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
  let after = await expectEditDone(page);
  await expect(after).toContainText('DOCS P/VNM/••••4321/VNM/15/06/2036');
  await expect(after).not.toContainText('C7654321');
  await expect(page.getByRole('region', { name: 'PNR hiện tại' })).toContainText('••••4567');

  // A Lotusmiles number.
  await backToMenu(page);
  form = await openEditAction(page, 'Thêm hoặc sửa thẻ hội viên');
  await form.getByRole('combobox', { name: /^Hành khách/ }).selectOption(adultChoice);
  await form.getByRole('textbox', { name: /^Số thẻ hội viên VN/ }).fill('9081726354');
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
  after = await expectEditDone(page);
  await expect(after).toContainText(/FQTV .*9081726354/);

  // A wheelchair on the first flight only.
  await backToMenu(page);
  form = await openEditAction(page, 'Thêm dịch vụ đặc biệt miễn phí');
  await form.getByRole('combobox', { name: /^Dịch vụ đặc biệt \(SSR\)/ }).selectOption('WCHR');
  await form.getByRole('group', { name: 'Hành khách' }).getByRole('checkbox', { name: adultChoice.label }).check();
  await form.getByRole('checkbox', { name: /^HAN → BKK/ }).check();
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
  after = await expectEditDone(page);
  await expect(after).toContainText(`SSR WCHR ADT-1 ${outbound}`);
  await expect(after).not.toContainText(`SSR WCHR ADT-1 ${inbound}`);

  // A remark typed in Vietnamese, previewed and stored in airline spelling.
  await backToMenu(page);
  form = await openEditAction(page, 'Thêm ghi chú chung');
  await form.getByRole('textbox', { name: /^Ghi chú/ }).fill('Khách cần hỗ trợ xe lăn ở sân bay Đà Nẵng');
  await expect(form.getByText('Hãng sẽ lưu:')).toContainText('KHACH CAN HO TRO XE LAN O SAN BAY DA NANG');
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
  after = await expectEditDone(page);
  await expect(after).toContainText('RM KHACH CAN HO TRO XE LAN O SAN BAY DA NANG');

  // An infant: the airline prices it, the total rises, accepted; the detail shows the new total.
  await backToMenu(page);
  form = await openEditAction(page, 'Thêm em bé đi cùng người lớn');
  await form.getByRole('combobox', { name: /^Người lớn đi cùng em bé/ }).selectOption(adultChoice);
  await form.getByRole('combobox', { name: /^Danh xưng/ }).selectOption('MISS');
  await form.getByRole('textbox', { name: /^Ngày sinh/ }).fill(typedDay(vietnamDay(-200)));
  await form.getByRole('textbox', { name: /^Họ/ }).fill('Phạm');
  await form.getByRole('textbox', { name: /^Tên đệm và tên/ }).fill('Bảo An');
  await form.getByRole('textbox', { name: /^Số hộ chiếu/ }).fill('N2468013');
  await form.getByRole('textbox', { name: /^Ngày hết hạn/ }).fill('15/06/2031');
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
  const quote = page.getByRole('dialog', { name: 'Báo giá sau khi sửa' });
  await expect(quote).toBeVisible({ timeout: 30_000 });
  const totalBefore = vnd(await quote.getByTestId('quote-before').innerText());
  const totalAfter = vnd(await quote.getByTestId('quote-after').innerText());
  expect(totalBefore).toBe(booking.totalAmount);
  expect(totalAfter).toBeGreaterThan(totalBefore);
  await quote.getByRole('button', { name: /^Đồng ý / }).click();
  after = await expectEditDone(page);
  await expect(after).toContainText(/\(INF\) INF-1 \/ADT-1/);
  await page.getByRole('status').getByRole('link', { name: 'Xem chi tiết đặt chỗ' }).click();
  await expect(page.getByRole('heading', { name: `Đặt chỗ ${booking.pnr}`, level: 1 })).toBeVisible();
  expect(await detailTotal(page)).toBe(totalAfter);

  // Issued with the PIN from the detail: the deposit drops by exactly the new total.
  const balanceBefore = await headerBalance(page);
  await page.getByRole('group', { name: 'Thao tác với đặt chỗ' }).getByRole('button', { name: 'Xuất vé' }).click();
  const issue = page.getByRole('dialog', { name: `Xuất vé ${booking.pnr}` });
  expect(vnd(await issue.innerText())).toBe(totalAfter);
  await issue.getByRole('button', { name: 'Xác nhận xuất vé' }).click();
  const pin = page.getByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
  await pin.getByRole('textbox', { name: 'Mã PIN', exact: true }).fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText(`Đã xuất vé ${booking.pnr}`)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(balanceBefore - totalAfter);

  // The airline moves the first flight 90 minutes later; the submit-sc page offers it and confirms it to HK.
  const changed = await request.post(`${SIMULATOR_URLS[baseURL!]}/admin/bookings/${booking.pnr}/schedule-change`, {
    data: { shiftMinutes: 90 },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const newTime = wallClockPlus(booking.flights[0]!.departDateTime, 90);
  await openEditMenu(page, booking);
  form = await openEditAction(page, 'Chấp nhận thay đổi lịch bay của hãng');
  await expect(form.getByRole('alert')).toHaveText('Hãng đã đổi lịch 1 chuyến bay; chấp nhận để xác nhận lại (HK)');
  const offered = form.getByRole('checkbox');
  await expect(offered).toHaveCount(1);
  await expect(offered).toBeChecked();
  await expect(form.getByText(/^HAN → BKK/)).toBeVisible();
  await form.getByRole('button', { name: 'Chấp nhận thay đổi lịch bay' }).click();
  after = await expectEditDone(page);
  const outboundLabel = `${outbound!.slice(0, 2)} ${outbound!.slice(2)}`;
  await expect(after).toContainText(new RegExp(`${outboundLabel} \\w+ \\S+ ${newTime} HANBKK HK ${newTime}–`));

  // The history lists each edit with its before → after lines.
  await page.getByRole('status').getByRole('link', { name: 'Xem chi tiết đặt chỗ' }).click();
  const history = page.getByRole('table', { name: 'Lịch sử thay đổi' });
  const editRow = (description: string) => history.getByRole('row').filter({ hasText: `Thao tác sửa: ${description}` });
  const who = `${airlineName} (ADT-1)`;
  await expect(editRow('Cập nhật hộ chiếu của hành khách (DOCS)')).toContainText(
    `Hộ chiếu (${who}): ••••4567 VNM 31/12/2030 → ••••4321 VNM 15/06/2036`,
  );
  await expect(editRow('Thêm hoặc sửa thẻ hội viên của hành khách')).toContainText(
    `Thẻ hội viên (${who}): — → VN 9081726354`,
  );
  await expect(editRow('Thêm dịch vụ đặc biệt miễn phí')).toContainText(`Dịch vụ đặc biệt (SSR) (${who}): — → WCHR`);
  await expect(editRow('Thêm ghi chú chung')).toContainText(
    'Ghi chú: — → GENERAL: KHACH CAN HO TRO XE LAN O SAN BAY DA NANG',
  );
  const infantRow = editRow('Thêm em bé đi cùng người lớn');
  await expect(infantRow).toContainText('Em bé (PHAM BAO AN (INF-1)): — → MISS PHAM/BAO AN');
  const amount = (value: number) => `${value.toLocaleString('de-DE').replace(/\./g, '\\.')}\\s₫`;
  await expect(infantRow).toContainText(new RegExp(`Tổng tiền: ${amount(totalBefore)} → ${amount(totalAfter)}`));
  await expect(editRow('Chấp nhận thay đổi lịch bay của hãng')).toContainText(
    new RegExp(`Thay đổi lịch bay: VN611 \\S+ ${newTime} TK → VN611 \\S+ ${newTime} HK`),
  );
});

test('an agent splits the second adult and its infant to a new booking; the two totals make the original', async ({
  page,
  request,
  tree,
}) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const booking = await holdVnByApi(request, {
    credentials: { username: tree.f2Admin.username, password: TREE_PASSWORD },
    legs: [{ from: 'HAN', to: 'SGN', daysAhead: 41 }],
    passengers: [
      { paxId: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'Lê', firstName: `Văn Ở Lại ${tag}` },
      { paxId: 'ADT-2', type: 'ADT', title: 'MRS', lastName: 'Đỗ', firstName: `Thị Tách ${tag}` },
      {
        paxId: 'INF-1',
        type: 'INF',
        title: 'MISS',
        lastName: 'Đỗ',
        firstName: `Bé Theo ${tag}`,
        birthDate: typedDay(vietnamDay(-300)),
        parentId: 'ADT-2',
      },
    ],
  });

  await signInAs(page, tree.f2Admin.username);
  await openDetail(page, booking);
  const originalTotal = await detailTotal(page);
  expect(originalTotal).toBe(booking.totalAmount);
  await editFromDetail(page);

  // The second adult chosen: its infant's box follows it, ticked and locked, and says so.
  const form = await openEditAction(page, 'Tách hành khách sang một mã đặt chỗ mới');
  const infantBox = form.getByRole('checkbox', {
    name: `DO BE THEO ${tag} (Em bé, đi cùng DO THI TACH ${tag}) · đi theo người lớn`,
  });
  await expect(infantBox).toBeDisabled();
  await expect(infantBox).not.toBeChecked();
  await form.getByRole('checkbox', { name: `DO THI TACH ${tag} (Người lớn)` }).check();
  await expect(infantBox).toBeChecked();
  await form.getByRole('button', { name: 'Tách hành khách' }).click();
  const after = await expectEditDone(page);
  await expect(after).toContainText(/SPLIT INTO [A-Z0-9]{5,8}/);

  // The new booking: its own PNR, the adult and infant moved, its own total.
  await page.getByRole('status').getByRole('link', { name: 'Mở đặt chỗ mới đã tách' }).click();
  const heading = page.getByRole('heading', { name: /^Đặt chỗ [A-Z0-9]{5,8}$/, level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const newPnr = (await heading.innerText()).split(' ').at(-1)!;
  expect(newPnr).not.toBe(booking.pnr);
  const people = page.getByRole('table', { name: 'Danh sách hành khách' });
  await expect(people.getByRole('row')).toHaveCount(3);
  await expect(people).toContainText(`DO THI TACH ${tag}`);
  await expect(people).toContainText(`DO BE THEO ${tag}`);
  await expect(people).not.toContainText(`LE VAN O LAI ${tag}`);
  const newTotal = await detailTotal(page);

  // The original keeps the first adult and the rest of the money.
  await openDetail(page, booking);
  await expect(people.getByRole('row')).toHaveCount(2);
  await expect(people).toContainText(`LE VAN O LAI ${tag}`);
  await expect(people).not.toContainText(`DO THI TACH ${tag}`);
  const keptTotal = await detailTotal(page);
  expect(newTotal).toBeGreaterThan(0);
  expect(keptTotal).toBeGreaterThan(0);
  expect(keptTotal + newTotal).toBe(originalTotal);
});
