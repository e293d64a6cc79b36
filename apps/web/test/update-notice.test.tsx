// The update notice: the exact SPEC §8 sentence, "nhấn vào đây" reloads, dismissing keeps the update flag.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../src/app/store';
import { UpdateNotice } from '../src/features/system-status/components/UpdateNotice';
import { updateDetected } from '../src/stores/system-slice';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

describe('UpdateNotice', () => {
  it('stays hidden while the server runs the expected release', () => {
    render(
      <Provider store={makeStore()}>
        <UpdateNotice reload={vi.fn()} />
      </Provider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the notice until dismissed, and reloads on "nhấn vào đây"', () => {
    const store = makeStore();
    store.dispatch(updateDetected('2.89.0'));
    const reload = vi.fn();
    render(
      <Provider store={store}>
        <UpdateNotice reload={reload} />
      </Provider>,
    );
    const notice = screen.getByRole('alert');
    expect(notice.textContent?.replace(/\s+/g, ' ')).toContain(
      'Hệ thống đã có bản cập nhật mới. Vui lòng tải lại trang để lấy bản cập nhật hoặc nhấn vào đây',
    );
    fireEvent.click(screen.getByRole('button', { name: 'nhấn vào đây' }));
    expect(reload).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(store.getState().system.isUpdateNoticeOpen).toBe(false);
    expect(store.getState().system.isUpdateAvailable).toBe(true);
  });
});
