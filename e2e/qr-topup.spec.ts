// QR top-up journey (issue 21): a fresh F2's admin opens /qr, asks for 5.000.000 ₫ and reads the VietQR's transfer
// details; the simulated bank then makes the transfer and notifies the portal (signed, with a duplicate), and the page
// turns to "Đã nhận" and the header balance rises by exactly the amount, without a reload.
import { expect } from '@playwright/test';
import { SIMULATOR_URLS } from './playwright.config';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { headerBalance } from './support/money';
import { signInAndWaitForHome } from './support/portal';

/** The demo F1's receiving account (packages/db/src/seed/demo-data.ts DEMO_BANK_ACCOUNT), which the simulated bank notifies. */
const DEMO_BANK_ACCOUNT = { accountNumber: '0071000888999', holderName: 'CONG TY DU LICH DEMO F1' };

test('f2.admin asks for 5.000.000 ₫ by QR; the bank transfer credits it once and the page updates by itself', async ({
  page,
  tree,
  baseURL,
}) => {
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);
  await page.goto('/qr');
  await expect(page.getByRole('heading', { name: 'Nạp ký quỹ bằng mã QR' })).toBeVisible();
  const before = await headerBalance(page);

  await page.getByRole('textbox', { name: 'Số tiền' }).fill('5000000');
  await expect(page.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('5.000.000');
  await page.getByRole('button', { name: 'Tạo mã QR' }).click();
  const card = page.getByTestId('qr-top-up');
  await expect(card.getByRole('img', { name: /Mã VietQR chuyển khoản 5\.000\.000/ })).toBeVisible();
  await expect(card.getByText(DEMO_BANK_ACCOUNT.accountNumber)).toBeVisible();
  await expect(card.getByText(DEMO_BANK_ACCOUNT.holderName)).toBeVisible();
  await expect(card.getByTestId('qr-status')).toHaveText('Đang chờ chuyển khoản');
  const code = (await card.getByTestId('qr-Nội dung chuyển khoản').innerText()).trim();
  expect(code).toMatch(/^NAP[2-9A-HJKMNP-Z]{8}$/);

  // The simulated bank: the transfer, notified to the portal's hook with one duplicate.
  const transfer = await page.request.post(`${SIMULATOR_URLS[baseURL!]}/bank/transfers`, {
    data: {
      transfers: [{ accountNumber: DEMO_BANK_ACCOUNT.accountNumber, amount: 5_000_000, content: `MBVCB.${code}.CK` }],
      delivery: { duplicates: 1, retryBaseMs: 200 },
    },
  });
  expect(transfer.status()).toBe(202);
  const transferId = ((await transfer.json()) as { transfers: { id: string }[] }).transfers[0]!.id;

  await expect(card.getByTestId('qr-status')).toHaveText('Đã nhận', { timeout: 20_000 });
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + 5_000_000);
  // The duplicate changed nothing: once the portal has answered it, a fresh page shows the same balance.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`${SIMULATOR_URLS[baseURL!]}/bank/transfers/${transferId}`)).json()) as {
            duplicatesAnswered: number;
          }
        ).duplicatesAnswered,
      { timeout: 15_000 },
    )
    .toBe(1);
  await page.reload();
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + 5_000_000);
});
