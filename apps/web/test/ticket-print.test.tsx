// booking/print-ticket?id=: the face (agency, passengers and tickets, segments), the fee toggle, the SMS text copied,
// the server's PDF downloaded with the fee choice (progress, error toast), and the mail dialog (prefilled, validated in
// the browser and by the server's field errors).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTicketFace } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { BOOKING_ID, detail, pathOf, queryOf } from './booking-list-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const FACE_API = `/api/bookings/${BOOKING_ID}/ticket-face`;
const MAIL_API = `/api/bookings/${BOOKING_ID}/mail`;
const PDF_API = `/api/bookings/${BOOKING_ID}/ticket-face.pdf`;
const PAGE = `/booking/print-ticket?id=${BOOKING_ID}`;

function ticketed(): TTicketFace {
  const booking = detail({
    status: 'EXPORT',
    allowedActions: ['void', 'refund'],
    passengers: detail().passengers.map((pax, index) => ({ ...pax, ticketNumber: `738210000000${index + 1}` })),
  });
  return {
    agency: {
      name: 'Đại lý Sao Việt',
      phone: '0912345678',
      hotline: '19001234',
      address: '12 Hàng Bạc, Hà Nội',
      email: 've@saoviet.vn',
    },
    booking,
  };
}

function answering(mail?: (call: StubCall) => Response, pdf?: (call: StubCall) => Response | Promise<Response>) {
  return (call: StubCall): Response | Promise<Response> => {
    if (pathOf(call) === FACE_API) return jsonResponse(200, ticketed());
    if (pathOf(call) === MAIL_API && mail) return mail(call);
    if (pathOf(call) === PDF_API && pdf) return pdf(call);
    return jsonResponse(200, {});
  };
}

const face = () => screen.findByRole('article', { name: 'Mặt vé' });

describe('the ticket face', () => {
  it('shows the agency, PNR and status, passengers with tickets, segments with terminals, times and baggage, and notes', async () => {
    renderApp(PAGE, { session: loginAs('agent_f2'), handler: answering() });
    const article = await face();
    expect(within(article).getByText('Đại lý Sao Việt')).toBeTruthy();
    expect(within(article).getByText('Hotline: 19001234')).toBeTruthy();
    expect(within(article).getByText('Địa chỉ: 12 Hàng Bạc, Hà Nội')).toBeTruthy();
    expect(within(article).getByTestId('ticket-pnr').textContent).toBe('KX7Q2M');
    const passengers = within(article).getByRole('table', { name: 'Hành khách' });
    const rows = within(passengers).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('MR NGUYEN VAN DUC')).toBeTruthy();
    expect(within(rows[0]!).getByText('7382100000001')).toBeTruthy();
    expect(within(rows[2]!).getByText('Em bé')).toBeTruthy();
    const flights = within(article).getByRole('table', { name: 'Hành trình' });
    const [out, back] = within(flights).getAllByRole('row').slice(1);
    expect(within(out!).getByText('VN 213')).toBeTruthy();
    expect(within(out!).getByText('HAN (Nhà ga 1) · 01/12/2030 08:00')).toBeTruthy();
    expect(within(out!).getByText('12kg xách tay, 23kg ký gửi')).toBeTruthy();
    expect(within(back!).getByText('VN 220')).toBeTruthy();
    expect(within(back!).getByText('HAN (Nhà ga 2) · 05/12/2030 19:10')).toBeTruthy();
    expect(within(article).getByText('Gọi trước 9 giờ')).toBeTruthy();
  });

  it('shows the issue fee line and the full total, and the fares net of the fee when the toggle is off', async () => {
    renderApp(PAGE, { session: loginAs('agent_f2'), handler: answering() });
    const article = await face();
    const fares = within(article).getByRole('table', { name: 'Giá vé' });
    expect(within(fares).getByRole('columnheader', { name: 'Phí xuất vé' })).toBeTruthy();
    expect(within(fares).getByText(formatVnd(5_700_000))).toBeTruthy();
    expect(within(article).getByTestId('ticket-total').textContent).toBe(`Tổng cộng: ${formatVnd(5_870_000)}`);

    fireEvent.click(screen.getByRole('switch', { name: 'Hiện phí xuất vé' }));
    expect(within(fares).queryByRole('columnheader', { name: 'Phí xuất vé' })).toBeNull();
    expect(within(fares).getByText(formatVnd(5_600_000))).toBeTruthy();
    expect(within(article).getByTestId('ticket-total').textContent).toBe(`Tổng cộng: ${formatVnd(5_770_000)}`);
  });

  it('copies the SMS text (PNR, names, tickets, flights, total), without accents when asked', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(PAGE, { session: loginAs('agent_f2'), handler: answering() });
    await face();
    fireEvent.click(screen.getByRole('button', { name: 'Sao chép SMS' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const text = writeText.mock.calls[0]![0] as string;
    expect(text.split('\n')).toEqual([
      'Ma dat cho KX7Q2M (VN)',
      'NGUYEN VAN DUC so ve 7382100000001',
      'TRAN THI HOA so ve 7382100000002',
      'NGUYEN BAO AN so ve 7382100000003',
      'VN213 HAN-SGN 01/12/2030 08:00-10:10',
      'VN220 SGN-HAN 05/12/2030 17:00-19:10',
      `Tong ${formatVnd(5_870_000)}`,
      'Đại lý Sao Việt 19001234',
    ]);
    expect(await screen.findByText('Đã sao chép nội dung SMS')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'SMS không dấu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sao chép SMS' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect((writeText.mock.calls[1]![0] as string).split('\n').at(-1)).toBe('Dai ly Sao Viet 19001234');
  });
});

const PDF_BYTES = [0x25, 0x50, 0x44, 0x46, 0x2d];
const pdfResponse = () =>
  new Response(new Uint8Array(PDF_BYTES), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="KX7Q2M.pdf"' },
  });

/** Blob links the page hands to the browser: the file name and bytes of each download. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:ticket';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
  return saved;
}

describe('the PDF download', () => {
  it("downloads the server's PDF with the fee choice under the server's file name, showing progress meanwhile, and does not print", async () => {
    const saved = catchDownloads();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    let release: (response: Response) => void = () => undefined;
    const { calls } = renderApp(PAGE, {
      session: loginAs('agent_f2'),
      handler: answering(undefined, () => new Promise<Response>((resolve) => (release = resolve))),
    });
    await face();
    const button = screen.getByRole('button', { name: 'Tải PDF' });
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((call) => pathOf(call) === PDF_API)).toHaveLength(1));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(button).getByRole('progressbar')).toBeTruthy();
    release(pdfResponse());
    await waitFor(() => expect(saved[0]?.name).toBe('KX7Q2M.pdf'));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(within(button).queryByRole('progressbar')).toBeNull();
    expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer())]).toEqual(PDF_BYTES);
    const first = calls.filter((call) => pathOf(call) === PDF_API);
    expect(first).toHaveLength(1);
    expect(queryOf(first[0]!)).toEqual({ withFee: 'true' });
    expect(first[0]!.headers.Authorization).toBe('Bearer agent_f2-token');

    fireEvent.click(screen.getByRole('switch', { name: 'Hiện phí xuất vé' }));
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((call) => pathOf(call) === PDF_API)).toHaveLength(2));
    release(pdfResponse());
    await waitFor(() => expect(saved).toHaveLength(2));
    const second = calls.filter((call) => pathOf(call) === PDF_API);
    expect(queryOf(second[1]!)).toEqual({ withFee: 'false' });
    expect(print).not.toHaveBeenCalled();
  });

  it("shows the server's message in an error toast when the download is refused, and a clear fallback otherwise", async () => {
    catchDownloads();
    let answer = () => jsonResponse(404, { code: 40, message: 'Không tìm thấy đặt chỗ' });
    renderApp(PAGE, { session: loginAs('agent_f2'), handler: answering(undefined, () => answer()) });
    await face();
    const button = screen.getByRole('button', { name: 'Tải PDF' });
    fireEvent.click(button);
    expect(await screen.findByText('Không tìm thấy đặt chỗ')).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));

    answer = () => new Response('bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } });
    fireEvent.click(button);
    expect(await screen.findByText('Không tải được tệp PDF của mặt vé, vui lòng thử lại')).toBeTruthy();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe('the mail dialog', () => {
  it("is not offered on a sub-agency's booking, which is view-only from above (printing and the PDF still are)", async () => {
    const childFace = { ...ticketed(), booking: { ...ticketed().booking, isOwnAgency: false, allowedActions: [] } };
    renderApp(PAGE, {
      session: loginAs('admin_f1'),
      handler: (call) => (pathOf(call) === FACE_API ? jsonResponse(200, childFace) : jsonResponse(200, {})),
    });
    await face();

    expect(screen.queryByRole('button', { name: 'Gửi email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'In vé' })).toBeTruthy();
  });

  it('prefills the contact email, refuses a bad address before sending, and sends with the fee choice', async () => {
    const { calls } = renderApp(PAGE, {
      session: loginAs('agent_f2'),
      handler: answering(() =>
        jsonResponse(200, { outboxId: 7, to: 'khach@example.vn', subject: 'x', delivery: 'queued', sentAt: null }),
      ),
    });
    await face();
    fireEvent.click(screen.getByRole('switch', { name: 'Hiện phí xuất vé' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gửi hành trình qua email' });
    const to = within(dialog).getByRole('textbox', { name: /Email người nhận/ }) as HTMLInputElement;
    expect(to.value).toBe('duc@example.vn');
    fireEvent.change(to, { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(await within(dialog).findByText('Email không hợp lệ')).toBeTruthy();
    expect(calls.filter((call) => pathOf(call) === MAIL_API)).toHaveLength(0);

    fireEvent.change(to, { target: { value: 'khach@example.vn' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'CC' }), { target: { value: 'ketoan@example.vn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((call) => pathOf(call) === MAIL_API);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      to: 'khach@example.vn',
      cc: ['ketoan@example.vn'],
      language: 'vi',
      includeFee: false,
    });
    expect(await screen.findByText('Đã đưa email tới khach@example.vn vào hộp thư đi')).toBeTruthy();
  });

  it("shows the server's field error on `to`", async () => {
    renderApp(PAGE, {
      session: loginAs('agent_f2'),
      handler: answering(() =>
        jsonResponse(400, {
          code: 1,
          message: 'Dữ liệu không hợp lệ: to',
          details: { fields: [{ field: 'to', message: 'Địa chỉ bị từ chối' }] },
        }),
      ),
    });
    await face();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gửi hành trình qua email' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(await within(dialog).findByText('Địa chỉ bị từ chối')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Dữ liệu không hợp lệ: to');
  });
});
