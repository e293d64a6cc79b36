// The quote modals opened from the results and the passenger step: the editable text and its copy (or the fallback when
// the clipboard is refused), and the card drawn on a canvas, previewed, copied as a PNG and downloaded.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from './support/fetch-stub';
import { loginAs } from './support/fixtures';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';
import { completeSearch, DEPART_VN201, OW_QUERY, RETURN_VJ140, RT_QUERY } from './flight-results-fixtures';
import { renderStreamedResults } from './flight-results-render';
import { catalogueOf, DOMESTIC, handOver, priceCheckOf } from './booking-passengers-fixtures';

beforeAll(async () => {
  await createTestI18n('vi');
});
beforeEach(() => {
  // jsdom has no scrolling; the window virtualiser and the tab change call it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubClipboard(clipboard: Partial<Clipboard>) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** A one-way search with VN 201 class E (1.140.000 ₫ for the adult) chosen. */
async function oneWayChosen() {
  renderStreamedResults(OW_QUERY, completeSearch([{ system: 'VN', offers: [DEPART_VN201] }]));
  const row = await screen.findByRole('listitem', { name: 'VN 201, HAN 06:00 → SGN 08:10' });
  expect(screen.queryByRole('button', { name: 'Báo giá' })).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: 'Chọn E 1.140.000 ₫' }));
  return screen.findByRole('region', { name: 'Tóm tắt chuyến đã chọn' });
}

const quoteField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Nội dung báo giá' }) as HTMLTextAreaElement;

/** A 2D context that only records what is written, and a toBlob the test answers when it wants. */
function stubCanvas() {
  const written: string[] = [];
  const context = {
    font: '',
    fillStyle: '',
    textAlign: 'left',
    textBaseline: 'top',
    measureText: (text: string) => ({ width: text.length * 8 }),
    fillText: (text: string) => written.push(text),
    fillRect: () => undefined,
    scale: () => undefined,
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  let encode: (() => void) | undefined;
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
    encode = () => callback(new Blob(['png'], { type: 'image/png' }));
  });
  // Only the download makes a blob: URL (jsdom has none); the preview is a data: URL the page's CSP allows.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:quote-card'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  return { written, encode: () => encode?.() };
}

describe('quote modals', () => {
  it('opens the quote of the chosen fare from the results, lets the agent edit it and copies the edited text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    const summary = await oneWayChosen();
    fireEvent.click(within(summary).getByRole('button', { name: 'Báo giá' }));

    const dialog = await screen.findByRole('dialog', { name: 'Báo giá' });
    const field = quoteField(dialog);
    expect(field.value).toContain(
      'Chiều đi: Vietnam Airlines VN 201\nHà Nội (HAN) → Hồ Chí Minh (SGN)\nNgày 01/12/2030 · 06:00 – 08:10 · Bay thẳng',
    );
    expect(field.value).toContain(
      '- Người lớn: 1.140.000 ₫ × 1 = 1.140.000 ₫\nTỔNG CỘNG: 1.140.000 ₫\nĐã bao gồm phí xuất vé 50.000 ₫.',
    );
    expect(field.value.endsWith('Đại lý Hà Nội · ĐT: 0241234567')).toBe(true);

    fireEvent.change(field, { target: { value: `${field.value}\nCảm ơn anh/chị!` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sao chép' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0]).toMatch(
      /^BÁO GIÁ VÉ MÁY BAY\nMột chiều · 1 người lớn\n[\s\S]*TỔNG CỘNG: 1\.140\.000 ₫[\s\S]*\nCảm ơn anh\/chị!$/,
    );
    expect(await screen.findByText('Đã sao chép báo giá')).toBeTruthy();

    // "Khôi phục nội dung" brings the built text back.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Khôi phục nội dung' }));
    expect(quoteField(dialog).value.endsWith('Đại lý Hà Nội · ĐT: 0241234567')).toBe(true);
  });

  it('selects the text and says how to copy it when the browser refuses the clipboard', async () => {
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const summary = await oneWayChosen();
    fireEvent.click(within(summary).getByRole('button', { name: 'Báo giá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Báo giá' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sao chép' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Trình duyệt không cho phép sao chép');
    const field = quoteField(dialog);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(screen.queryByText('Đã sao chép báo giá')).toBeNull();
  });

  it('draws both legs of a round trip as a card, previews it, copies it as a PNG and downloads it', async () => {
    const canvas = stubCanvas();
    const write = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ write });
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderStreamedResults(
      RT_QUERY,
      completeSearch([
        { system: 'VN', offers: [DEPART_VN201] },
        { system: 'VJ', offers: [RETURN_VJ140] },
      ]),
    );
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'VN 201, HAN 06:00 → SGN 08:10' })).getByRole('button', {
        name: /^Chọn E /,
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'VJ 140, SGN 10:00 → HAN 12:10' })).getByRole('button', {
        name: /^Chọn Eco /,
      }),
    );
    const summary = screen.getByRole('region', { name: 'Tóm tắt chuyến đã chọn' });
    const total = within(summary)
      .getByRole('table', { name: 'Giá theo loại hành khách' })
      .querySelector('tfoot td:last-child')?.textContent;
    expect(total).toBe('5.916.000 ₫');
    fireEvent.click(within(summary).getByRole('button', { name: 'Báo giá dạng ảnh' }));

    const dialog = await screen.findByRole('dialog', { name: 'Báo giá dạng ảnh' });
    expect(within(dialog).getByRole('status').textContent).toContain('Đang tạo ảnh báo giá…');
    expect(within(dialog).getByRole('button', { name: 'Tải ảnh' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(canvas.written.length).toBeGreaterThan(0));
    canvas.encode();

    const preview = await within(dialog).findByRole('img', { name: 'Ảnh báo giá' });
    expect(preview.getAttribute('src')).toBe(`data:image/png;base64,${btoa('png')}`);
    expect(canvas.written).toEqual(
      expect.arrayContaining([
        'Đại lý Hà Nội · ĐT: 0241234567',
        'Chiều đi: Vietnam Airlines VN 201',
        'Chiều về: Vietjet VJ 140',
        'TỔNG CỘNG',
        total,
      ]),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sao chép ảnh' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const [items] = write.mock.calls[0] as [{ items: Record<string, Blob> }[]];
    expect(items[0]?.items['image/png']?.type).toBe('image/png');
    expect(await screen.findByText('Đã sao chép ảnh báo giá')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tải ảnh' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bao-gia-VN201-2030-12-01.png');
  });

  it('offers the quote of the handed-over flights on the passenger step', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    const counts = { adt: 1, chd: 0, inf: 0 };
    const { path } = handOver([DOMESTIC], counts);
    renderApp(path, {
      session: loginAs('admin_f1'),
      handler: (call) => {
        if (call.url === '/api/bookings/price-check') return jsonResponse(200, priceCheckOf([DOMESTIC], counts));
        if (call.url.startsWith('/api/bookings/ancillaries')) return jsonResponse(200, catalogueOf(DOMESTIC));
        return jsonResponse(200, {});
      },
    });
    const flights = await screen.findByRole('region', { name: 'Chuyến bay đã chọn' });
    fireEvent.click(within(flights).getByRole('button', { name: 'Báo giá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Báo giá' });
    expect(quoteField(dialog).value).toContain('Chiều đi: Vietnam Airlines VN 201');
    expect(quoteField(dialog).value).toContain('TỔNG CỘNG: 1.140.000 ₫');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sao chép' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(quoteField(dialog).value));
  });
});
