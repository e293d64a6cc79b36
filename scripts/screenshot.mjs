// Regenerates docs/screenshot.png: the home screen of f1.admin with the menu open, against a running portal.
// Usage: npm start (elsewhere), then node scripts/screenshot.mjs [http://localhost:3000]
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  viewport: { width: 1280, height: 760 },
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
});
await page.goto(`${baseUrl}/login`);
await page.getByLabel('Tên đăng nhập').fill('f1.admin');
await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@2026');
await page.getByRole('button', { name: 'Đăng nhập' }).click();
await page.getByRole('heading', { name: /^Xin chào, / }).waitFor();
const nav = page.getByRole('navigation', { name: 'Menu chính' });
for (const group of ['Đại lý', 'Hệ thống']) await nav.getByRole('button', { name: group }).click();
await page.waitForTimeout(400);
await page.screenshot({ path: 'docs/screenshot.png' });
await browser.close();
console.log('docs/screenshot.png written');
