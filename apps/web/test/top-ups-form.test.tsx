// The top-up request form: amounts grouped as typed, every field checked before sending, the file by type and size, the upload.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  EVIDENCE_CONTENT_TYPES,
  EVIDENCE_MAX_BYTES,
  TOP_UP_MAX_AMOUNT,
  TOP_UP_NOTE_MAX,
  TOP_UP_PAGE_MAX,
  TOP_UP_REFERENCE_MAX,
  TOP_UP_REJECT_REASON_MAX,
  ADJUSTMENT_REASON_MAX,
} from '@portal/contracts';
import { TOP_UP_LIMITS } from '../src/features/top-ups/form/limits';
import {
  TOP_UP_AMOUNT_DIGITS,
  topUpFormProblems,
  type TopUpFormValues,
} from '../src/features/top-ups/form/top-up-form';
import { maskTypedDate } from '../src/lib/dates/filter-dates';
import { groupAmountDigits, typedAmountDigits } from '../src/lib/forms/amount-input';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** dd/MM/yyyy of the Vietnam day `daysBefore` days before now. */
function vietnamDay(daysBefore: number): string {
  const shifted = new Date(Date.now() + 7 * 3600_000 - daysBefore * 86_400_000);
  return `${String(shifted.getUTCDate()).padStart(2, '0')}/${String(shifted.getUTCMonth() + 1).padStart(2, '0')}/${shifted.getUTCFullYear()}`;
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'uy-nhiem-chi.png', {
    type: 'image/png',
  });
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText('Chứng từ'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));

function renderForm(handler = () => jsonResponse(200, {})) {
  return renderApp('/accounting/deposit-topup/add', { session: loginAs('admin_f1'), handler });
}

describe('form rules', () => {
  it("mirror the contract's limits", () => {
    expect(TOP_UP_LIMITS).toEqual({
      maxAmount: TOP_UP_MAX_AMOUNT,
      evidenceMaxBytes: EVIDENCE_MAX_BYTES,
      evidenceContentTypes: [...EVIDENCE_CONTENT_TYPES],
      noteMax: TOP_UP_NOTE_MAX,
      referenceMax: TOP_UP_REFERENCE_MAX,
      rejectReasonMax: TOP_UP_REJECT_REASON_MAX,
      adjustmentReasonMax: ADJUSTMENT_REASON_MAX,
      pageMax: TOP_UP_PAGE_MAX,
    });
  });

  it('keep digits only and group them with dots; put the slashes into a typed day', () => {
    expect(typedAmountDigits('25.000.000 ₫', TOP_UP_AMOUNT_DIGITS)).toBe('25000000');
    expect(typedAmountDigits('00012', TOP_UP_AMOUNT_DIGITS)).toBe('12');
    // One digit past the ten-billion limit is kept, so the form can still say "too large".
    expect(typedAmountDigits('123456789012', TOP_UP_AMOUNT_DIGITS)).toBe('12345678901');
    expect(groupAmountDigits('25000000', TOP_UP_AMOUNT_DIGITS)).toBe('25.000.000');
    expect(groupAmountDigits('', TOP_UP_AMOUNT_DIGITS)).toBe('');
    expect(maskTypedDate('05032025')).toBe('05/03/2025');
    expect(maskTypedDate('0503')).toBe('05/03');
    expect(maskTypedDate('05/03/2025')).toBe('05/03/2025');
  });

  it('refuse what the server would refuse', () => {
    const now = new Date();
    const valid: TopUpFormValues = {
      amount: '1000000',
      method: 'bank_transfer',
      transferReference: 'FT1',
      transferDate: vietnamDay(1),
      note: '',
      file: png(),
    };
    expect(topUpFormProblems(valid, now)).toEqual({});
    expect(topUpFormProblems({ ...valid, method: 'cash', transferReference: '', file: null }, now)).toEqual({});
    expect(topUpFormProblems({ ...valid, amount: '10000000001' }, now)).toEqual({ amount: 'amountRange' });
    expect(topUpFormProblems({ ...valid, transferDate: '2025-03-05' }, now)).toEqual({ transferDate: 'dateInvalid' });
    expect(topUpFormProblems({ ...valid, transferDate: vietnamDay(400) }, now)).toEqual({ transferDate: 'dateTooOld' });
    expect(topUpFormProblems({ ...valid, file: new File(['<html>'], 'a.html', { type: 'text/html' }) }, now)).toEqual({
      file: 'fileType',
    });
    expect(topUpFormProblems({ ...valid, file: new File([], 'a.png', { type: 'image/png' }) }, now)).toEqual({
      file: 'fileEmpty',
    });
  });
});

describe('/accounting/deposit-topup/add', () => {
  it('shows the amount with thousands separators as it is typed', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Tạo yêu cầu nạp tiền' });

    type(/^Số tiền/, '2500000');

    expect((field(/^Số tiền/) as HTMLInputElement).value).toBe('2.500.000');
  });

  it('names every missing field before sending anything', async () => {
    const { calls } = renderForm();
    await screen.findByRole('heading', { name: 'Tạo yêu cầu nạp tiền' });
    const before = calls.length;

    submit();

    expect(await screen.findByText('Vui lòng nhập số tiền')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mã giao dịch chuyển khoản')).toBeTruthy();
    expect(screen.getByText('Ngày không hợp lệ (dd/MM/yyyy)')).toBeTruthy();
    expect(screen.getByText('Vui lòng đính kèm ảnh hoặc PDF chứng từ chuyển khoản')).toBeTruthy();
    expect(calls.slice(before).filter((call) => call.url.includes('/api/top-ups'))).toEqual([]);
  });

  it('refuses a future transfer date, a file of another type and one over 5 MB', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Tạo yêu cầu nạp tiền' });

    type(/^Ngày chuyển tiền/, vietnamDay(-1));
    chooseFile(new File(['MZ'], 'chung-tu.exe', { type: 'application/x-msdownload' }));
    submit();

    expect(await screen.findByText('Ngày chuyển tiền không được sau hôm nay')).toBeTruthy();
    expect(screen.getByText('Chỉ nhận ảnh JPG, PNG, GIF hoặc tệp PDF')).toBeTruthy();

    chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'lon.png', { type: 'image/png' }));
    expect(await screen.findByText('Tệp vượt quá 5 MB')).toBeTruthy();
  });

  it('uploads the form as multipart with progress, then shows a toast and goes back to the list', async () => {
    const sent: { url?: string; headers: Record<string, string>; body?: FormData } = { headers: {} };
    class FakeXhr {
      status = 0;
      responseText = '';
      timeout = 0;
      withCredentials = false;
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      open(_method: string, url: string) {
        sent.url = url;
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      abort() {}
      send(body: FormData) {
        sent.body = body;
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
          setTimeout(() => {
            this.status = 201;
            this.responseText = JSON.stringify({ id: 'new-request', amount: 25_000_000 });
            this.onload?.();
          }, 20);
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { router } = renderForm(() => jsonResponse(200, { items: [], total: 0, limit: 200, offset: 0 }));
    await screen.findByRole('heading', { name: 'Tạo yêu cầu nạp tiền' });

    type(/^Số tiền/, '25.000.000');
    type(/^Mã giao dịch ngân hàng/, ' FT24123 ');
    type(/^Ngày chuyển tiền/, vietnamDay(1));
    type(/^Ghi chú/, 'Nạp tháng 3');
    chooseFile(png());
    expect(await screen.findByText(/uy-nhiem-chi\.png/)).toBeTruthy();
    submit();

    expect(await screen.findByRole('progressbar', { name: 'Đang tải tệp lên' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounting/deposit-topup'));
    expect(await screen.findByText('Đã gửi yêu cầu nạp 25.000.000 ₫')).toBeTruthy();
    expect(sent.url).toBe('/api/top-ups');
    expect(sent.headers).toMatchObject({
      Authorization: 'Bearer admin_f1-token',
      'X-Language': 'vi',
      'Client-Type': 'Web',
    });
    expect(sent.headers['Content-Type']).toBeUndefined();
    const body = sent.body!;
    expect([...body.keys()]).toEqual(['amount', 'method', 'transferReference', 'transferDate', 'note', 'evidence']);
    expect(body.get('amount')).toBe('25000000');
    expect(body.get('transferReference')).toBe('FT24123');
    expect((body.get('evidence') as File).name).toBe('uy-nhiem-chi.png');
  });

  it("shows the server's message and its field message when the upload is refused", async () => {
    class RefusingXhr {
      status = 0;
      responseText = '';
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => {
          this.status = 400;
          this.responseText = JSON.stringify({
            code: 1,
            message: 'Dữ liệu không hợp lệ: evidence (chỉ nhận ảnh JPEG, PNG, GIF hoặc tệp PDF)',
            details: { fields: [{ field: 'evidence', message: 'chỉ nhận ảnh JPEG, PNG, GIF hoặc tệp PDF' }] },
          });
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', RefusingXhr);
    const { router } = renderForm();
    await screen.findByRole('heading', { name: 'Tạo yêu cầu nạp tiền' });

    type(/^Số tiền/, '1000');
    type(/^Mã giao dịch ngân hàng/, 'FT1');
    type(/^Ngày chuyển tiền/, vietnamDay(0));
    chooseFile(png());
    submit();

    expect((await screen.findByText(/^Dữ liệu không hợp lệ: evidence/)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('chỉ nhận ảnh JPEG, PNG, GIF hoặc tệp PDF')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/accounting/deposit-topup/add');
  });
});
