// Support requests and live notifications (issue 19): a fresh F2's agent opens a support request on one of its
// bookings; the F1's administrator, told by the bell, answers in the thread; the agent's bell count rises without a
// reload, and the notification opens the thread with the answer.
import { expect, type Page } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { holdVnByApi } from './support/booking-edits';
import { yearsAgo } from './support/bookings';
import { typedDay } from './support/days';
import { signInAndWaitForHome } from './support/portal';

const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ });
const unreadOf = async (page: Page) =>
  Number(/(\d+) chưa đọc/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);

test('an agent opens a support request, the F1 answers, and the agent is notified live', async ({
  browser,
  request,
  tree,
}) => {
  test.setTimeout(180_000);
  const tag = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  const booking = await holdVnByApi(request, {
    credentials: { username: tree.f2Agent.username, password: TREE_PASSWORD },
    legs: [{ from: 'HAN', to: 'SGN', daysAhead: 30 }],
    passengers: [
      {
        paxId: 'ADT-1',
        type: 'ADT',
        title: 'MS',
        lastName: 'Trần',
        firstName: `Thị Hỏi ${tag}`,
        birthDate: typedDay(yearsAgo(30)),
      },
    ],
  });

  const agentContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const agent = await agentContext.newPage();
  const admin = await adminContext.newPage();
  await signInAndWaitForHome(agent, tree.f2Agent.username, TREE_PASSWORD);
  await signInAndWaitForHome(admin, tree.f1Admin.username, TREE_PASSWORD);
  await expect(bell(admin)).toBeVisible();
  const adminUnread = await unreadOf(admin);

  // The agent opens the request on its booking, picked by PNR.
  await agent.goto('/booking/support-request');
  await agent.getByRole('button', { name: 'Tạo yêu cầu hỗ trợ' }).click();
  const form = agent.getByRole('form', { name: 'Tạo yêu cầu hỗ trợ' });
  await form.getByRole('combobox', { name: 'Đặt chỗ (PNR)' }).fill(booking.pnr);
  await agent.getByRole('option', { name: new RegExp(`^${booking.pnr} · `) }).click();
  await form.getByRole('textbox', { name: 'Tiêu đề' }).fill(`Đổi tên khách ${tag}`);
  await form.getByRole('textbox', { name: 'Nội dung' }).fill(`Khách ${tag} viết sai tên đệm, xin hỗ trợ`);
  await form.getByRole('button', { name: 'Gửi' }).click();
  await expect(agent.getByRole('list', { name: 'Trao đổi' })).toContainText(`Khách ${tag} viết sai tên đệm`);
  await expect(bell(agent)).toBeVisible();
  const agentUnread = await unreadOf(agent);

  // The F1's bell lights without a reload; the administrator answers from the list.
  await expect.poll(() => unreadOf(admin), { timeout: 15_000 }).toBe(adminUnread + 1);
  await admin.goto('/booking/support-request');
  await admin.getByRole('button', { name: booking.pnr }).first().click();
  const reply = admin.getByRole('form', { name: 'Trả lời' });
  await reply.getByRole('textbox', { name: 'Trả lời' }).fill(`Đã sửa tên cho khách ${tag}`);
  await reply.getByRole('button', { name: 'Gửi' }).click();
  await expect(admin.getByRole('list', { name: 'Trao đổi' })).toContainText(`Đã sửa tên cho khách ${tag}`);

  // The agent, still on the same page: the count rises live, and the notification opens the answer.
  await expect.poll(() => unreadOf(agent), { timeout: 15_000 }).toBe(agentUnread + 1);
  await bell(agent).click();
  const panel = agent.getByRole('dialog', { name: 'Thông báo' });
  await panel
    .getByRole('button', { name: new RegExp(`Có trả lời mới cho yêu cầu hỗ trợ ${booking.pnr}`) })
    .first()
    .click();
  await expect(agent).toHaveURL(/\/booking\/support-request\?id=/);
  await expect(agent.getByRole('list', { name: 'Trao đổi' })).toContainText(`Đã sửa tên cho khách ${tag}`);
  await expect(agent.getByRole('cell', { name: 'Đã trả lời' })).toBeVisible();

  await agentContext.close();
  await adminContext.close();
});
