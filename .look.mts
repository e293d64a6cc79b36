import { chromium } from '@playwright/test';
import { bookingCalls, searchOneWay, vietnamDay } from './bench/support/booking-flow-calls.js';
const base = 'http://127.0.0.1:3300';
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'f2.admin', password: 'Demo@2026' }) });
const { accessToken } = (await login.json()) as { accessToken: string };
const auth = { authorization: `Bearer ${accessToken}` };
const offers = await searchOneWay(base, auth, vietnamDay(25));
const offer = offers.find((o) => o.system === 'VN' && o.numberOfStop === 0)!;
const fare = offer.fares.find((f) => f.seatAvailable > 2)!;
const calls = bookingCalls(base, auth);
const flight = { offerId: offer.id, fareClass: fare.fareClass, leg: { from: 'HAN', to: 'SGN', departDate: vietnamDay(25) } };
const priced = await calls.priceCheck(flight);
const held = await calls.hold(flight, priced.body.newTotal!);
const id = held.body.bookings[0]!.id;
console.log('held', id, held.status);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
await page.goto(`${base}/login`);
await page.getByLabel('Tên đăng nhập').fill('f2.admin');
await page.getByLabel('Mật khẩu').fill('Demo@2026');
await page.keyboard.press('Enter');
await page.waitForURL(`${base}/`);
const shots: Array<[string, string]> = [
  [`/booking/booking-detail/${id}`, 'detail'],
  [`/booking/edit?id=${id}`, 'menu'],
  [`/booking/edit/add-remark/${id}`, 'remark'],
  [`/booking/edit/change-passenger-info/${id}`, 'name'],
  [`/booking/edit/add-infant/${id}`, 'infant'],
];
for (const [path, name] of shots) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/look/${name}.png`, fullPage: true });
}
await browser.close();
