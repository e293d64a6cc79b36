// Every booking edit form the other edit journeys do not walk, filled and sent in the browser against the simulator
// (issue 14): on a held two-adult Vietnam Airlines booking the PNR elements, contacts, a passenger's data, a name
// correction, a class change, a flight added from the search (quoted, accepted), an ARNK for the surface gap, the
// flight removed again and a KK segment confirmed; on Vietjet a bag bought on the hold and, once issued, an online
// check-in undone; on Bamboo a birth date. Each time the success notice and the PNR as the airline now returns it.
import { expect, type Locator, type Page } from '@playwright/test';
import { SIMULATOR_URLS } from './playwright.config';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { signedInCaller, answerOf, type Caller } from './support/api-caller';
import { JOURNEY_PIN } from './support/bookings';
import { typedDay, vietnamDay } from './support/days';
import { atAirline, holdThroughApi, otherClassOf, type HeldBooking } from './support/edit-holds';
import { signInAndWaitForHome } from './support/portal';

type Detail = {
  status: string;
  routes: Array<{
    offerId: string;
    fareClass: string;
    segments: Array<{ from: string; to: string; departDateTime: string; status: string | null }>;
  }>;
  passengers: Array<{ paxId: string; lastName: string; firstName: string; airlineFirstName: string }>;
  fareData: { totalAmount: number };
};

const FORM = 'Biểu mẫu sửa đặt chỗ';

/** Opens the action's page and waits for its form. */
async function openForm(page: Page, action: string, booking: HeldBooking): Promise<Locator> {
  await page.goto(`/booking/edit/${action}/${booking.id}`);
  await expect(page.getByRole('region', { name: 'PNR hiện tại' })).toContainText(booking.pnr);
  const form = page.getByRole('region', { name: FORM });
  await expect(form.getByRole('button').last()).toBeEnabled();
  return form;
}

/** Sends the form; a quote is accepted; then the success notice and the PNR after the change, which must contain `shows`. */
async function send(
  page: Page,
  form: Locator,
  expected: { button?: string; shows?: string | RegExp; quoted?: boolean } = {},
) {
  await form.getByRole('button', { name: expected.button ?? 'Tiếp tục' }).click();
  if (expected.quoted) {
    const quote = page.getByRole('dialog', { name: 'Báo giá sau khi sửa' });
    await expect(quote).toBeVisible({ timeout: 20_000 });
    await quote.getByRole('button', { name: /^Đồng ý/ }).click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Đã sửa đặt chỗ thành công.' })).toBeVisible({
    timeout: 20_000,
  });
  const after = page.getByRole('region', { name: 'PNR sau khi sửa' });
  if (expected.shows) await expect(after).toContainText(expected.shows, { timeout: 20_000 });
}

const detailOf = async (caller: Caller, id: string) =>
  answerOf<Detail>(await caller.get(`/api/bookings/${id}`), 'detail');

test('the PNR, contact and passenger forms on a held two-adult VN booking', async ({ page, tree, request }) => {
  test.setTimeout(150_000);
  const caller = await signedInCaller(request, { username: tree.f2Admin.username, password: TREE_PASSWORD });
  const booking = await holdThroughApi(caller, { system: 'VN', from: 'HAN', to: 'SGN', days: 27, adults: 2 });
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);

  let form = await openForm(page, 'add-osi', booking);
  await form.getByLabel(/^Nội dung gửi hãng \(OSI\)/).fill('Khách VIP đi họp');
  await expect(form).toContainText('KHACH VIP DI HOP');
  await send(page, form, { shows: 'KHACH VIP DI HOP' });

  form = await openForm(page, 'add-ca', booking);
  await form.getByLabel(/^Mã khách hàng doanh nghiệp/).fill('corp01');
  await send(page, form, { shows: 'CORP01' });

  form = await openForm(page, 'add-sk', booking);
  await form.getByLabel(/^Từ khóa \(SK\)/).selectOption('VIP');
  await form.getByLabel(/^Nội dung kèm theo/).fill('Giám đốc');
  await send(page, form, { shows: 'GIAM DOC' });

  form = await openForm(page, 'add-info-passenger', booking);
  await form.getByLabel(/^Hành khách/).selectOption('ADT-2');
  await form.getByLabel(/^Quốc tịch/).fill('VNM');
  await form.getByLabel(/^Số giấy tờ/).fill('001085012345');
  await send(page, form, { shows: '2345' });

  form = await openForm(page, 'edit-phone', booking);
  await form.getByLabel(/^Số di động liên hệ/).fill('0987654321');
  await send(page, form, { shows: '0987654321' });

  form = await openForm(page, 'change-contact', booking);
  await form.getByLabel(/^Tên người liên hệ/).fill('Trần Thị Hoa');
  await form.getByLabel(/^Email/).fill('hoa.tran@example.vn');
  await send(page, form, { shows: 'hoa.tran@example.vn' });

  form = await openForm(page, 'swap-queue', booking);
  await form.getByLabel(/^Hàng đợi/).fill('8');
  await send(page, form, { shows: '/8C0' });

  form = await openForm(page, 'add-pax-endorsement', booking);
  await form.getByLabel(/^Ghi chú trên vé \(FE\)/).fill('Không hoàn vé');
  await send(page, form, { shows: 'KHONG HOAN VE' });

  form = await openForm(page, 'retain-quote-tst', booking);
  await send(page, form, { button: 'Lưu giá (TST)' });

  // A name correction of one letter: free on Vietnam Airlines, made at once.
  const before = (await detailOf(caller, booking.id)).passengers[0]!;
  form = await openForm(page, 'change-passenger-info', booking);
  await form.getByLabel(/^Hành khách/).selectOption('ADT-1');
  await form.getByLabel(/^Danh xưng/).selectOption('MR');
  await form.getByLabel(/^Họ/).fill(before.lastName);
  await form.getByLabel(/^Tên đệm và tên/).fill(`${before.firstName.slice(0, -1)}Y`);
  await send(page, form, { shows: `${before.airlineFirstName.slice(0, -1)}Y` });

  // The history names every change.
  await page.goto(`/booking/booking-detail/${booking.id}`);
  const history = page.getByRole('table', { name: 'Lịch sử thay đổi' });
  await expect(history.getByText('Sửa đặt chỗ', { exact: true })).toHaveCount(10, { timeout: 20_000 });
  await expect(history).toContainText('Ghi chú vé (FE): — → KHONG HOAN VE');
});

test('the flight forms on a held VN booking: class, a flight added and removed, ARNK, a KK confirmed', async ({
  page,
  tree,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const caller = await signedInCaller(request, { username: tree.f2Admin.username, password: TREE_PASSWORD });
  const booking = await holdThroughApi(caller, { system: 'VN', from: 'HAN', to: 'SGN', days: 29, adults: 1 });
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);
  const held = await detailOf(caller, booking.id);
  const first = held.routes[0]!;
  const segment = first.segments[0]!;

  const bookingClass = await otherClassOf(caller, {
    offerId: first.offerId,
    fareClass: first.fareClass,
    from: segment.from,
    to: segment.to,
    departDate: segment.departDateTime.slice(0, 10),
    adults: 1,
  });
  let form = await openForm(page, 'change-route-class', booking);
  await form.getByLabel(/^Chuyến bay/).selectOption(first.offerId);
  await form.getByLabel(/^Hạng đặt chỗ/).fill(bookingClass);
  await send(page, form, { quoted: true, shows: new RegExp(`VN \\d+ ${bookingClass} `) });

  // Home from Da Nang: the traveller goes Saigon → Da Nang by land, the gap an ARNK fills.
  form = await openForm(page, 'add-route', booking);
  await form.getByLabel(/^Điểm đi/).fill('DAD');
  await expect(form.getByLabel(/^Điểm đến/)).toHaveValue('HAN');
  await form.getByLabel(/^Ngày đi/).fill(typedDay(vietnamDay(33)));
  await form.getByRole('button', { name: 'Tìm chuyến bay' }).click();
  await form.getByRole('radio', { disabled: false }).first().check({ timeout: 30_000 });
  await send(page, form, { quoted: true, shows: 'DADHAN' });

  form = await openForm(page, 'add-arunk', booking);
  await form.getByLabel(/^Chặng mặt đất sau chuyến bay/).selectOption(first.offerId);
  await send(page, form, { shows: 'ARNK' });

  const added = (await detailOf(caller, booking.id)).routes.find((route) => route.offerId !== first.offerId)!;
  form = await openForm(page, 'remove-route', booking);
  await form.getByLabel(/^Chuyến bay cần hủy/).selectOption(added.offerId);
  await send(page, form, { quoted: true });
  await expect(page.getByRole('region', { name: 'PNR sau khi sửa' })).not.toContainText('DADHAN');

  const simulatorUrl = SIMULATOR_URLS[baseURL ?? '']!;
  const flightKey = first.offerId.replace(/^VN:/, '');
  await atAirline(request, {
    simulatorUrl,
    pnr: booking.pnr,
    what: 'segment-status',
    body: { flightKey, status: 'KK' },
  });
  form = await openForm(page, 'change-route-status', booking);
  await send(page, form, { button: 'Xác nhận chặng (HK)', shows: / HK / });
});

test('Vietjet bags and check-in, and a Bamboo birth date', async ({ page, tree, request, baseURL }) => {
  test.setTimeout(150_000);
  const caller = await signedInCaller(request, { username: tree.f2Admin.username, password: TREE_PASSWORD });
  const vietjet = await holdThroughApi(caller, { system: 'VJ', from: 'HAN', to: 'SGN', days: 31, adults: 1 });
  const bamboo = await holdThroughApi(caller, { system: 'QH', from: 'HAN', to: 'SGN', days: 31, adults: 1 });
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);

  let form = await openForm(page, 'upgrade-luggage', vietjet);
  const bag = form.getByRole('combobox').first();
  const option = (await bag.locator('option').allInnerTexts()).find((text) => /20\s?kg/i.test(text));
  expect(option, 'a 20 kg bag on sale').toBeDefined();
  await bag.selectOption({ label: option! });
  await send(page, form, { quoted: true, shows: /BAG20|20/ });

  // Issue from the detail with the PIN, then the passenger checks in online and the agent undoes it.
  await page.goto(`/booking/booking-detail/${vietjet.id}`);
  await page.getByRole('group', { name: 'Thao tác với đặt chỗ' }).getByRole('button', { name: 'Xuất vé' }).click();
  await page
    .getByRole('dialog', { name: `Xuất vé ${vietjet.pnr}` })
    .getByRole('button', { name: 'Xác nhận xuất vé' })
    .click();
  const pin = page.getByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
  await pin.getByRole('textbox', { name: 'Mã PIN', exact: true }).fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText(`Đã xuất vé ${vietjet.pnr}`)).toBeVisible({ timeout: 30_000 });
  const issued = await detailOf(caller, vietjet.id);
  const simulatorUrl = SIMULATOR_URLS[baseURL ?? '']!;
  await atAirline(request, {
    simulatorUrl,
    pnr: vietjet.pnr,
    what: 'check-in',
    body: { paxId: 'ADT-1', flightKey: issued.routes[0]!.offerId.replace(/^VJ:/, '') },
  });
  form = await openForm(page, 'remove-checkIn', vietjet);
  await form.getByLabel(/^Chuyến bay/).selectOption(issued.routes[0]!.offerId);
  await form.getByRole('checkbox').first().check();
  await send(page, form);

  form = await openForm(page, 'change-birthday-qh', bamboo);
  await form.getByLabel(/^Hành khách/).selectOption('ADT-1');
  await form.getByLabel(/^Ngày sinh/).fill('15/03/1990');
  await send(page, form, { shows: '15/03/1990' });
});
