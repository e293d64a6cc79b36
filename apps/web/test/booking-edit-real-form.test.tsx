// The edit page with the real add-remark form of EDIT_FORMS: the form's body
// reaches the API with expectedVersion and a key, and the server's 400 shows under the form's field.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BOOKING_ID } from './booking-list-fixtures';
import { bodyOf, editPosts, editServer, keyOf } from './booking-edit-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

describe('the add-remark page with its real form', () => {
  it('sends the form body with expectedVersion and a key, and shows a 400 under the field', async () => {
    const { calls } = renderApp(`/booking/edit/add-remark/${BOOKING_ID}`, {
      session: loginAs('admin_f1'),
      handler: editServer({
        edit: () =>
          jsonResponse(400, {
            code: 1,
            message: 'Lỗi',
            details: { fields: [{ field: 'text', message: 'MÁY CHỦ TỪ CHỐI' }] },
          }),
      }),
    });
    const form = await screen.findByRole('region', { name: 'Biểu mẫu sửa đặt chỗ' });
    const text = await waitFor(() => {
      const boxes = form.querySelectorAll('textarea:not([aria-hidden]), input[type="text"]');
      expect(boxes.length).toBeGreaterThan(0);
      return boxes[boxes.length - 1] as HTMLElement;
    });
    fireEvent.change(text, { target: { value: 'khach den muon' } });
    fireEvent.submit(form.querySelector('form')!);
    expect(await screen.findByText(/MÁY CHỦ TỪ CHỐI/)).toBeTruthy();
    const [post] = editPosts(calls);
    expect(bodyOf(post!)).toMatchObject({ expectedVersion: 2, kind: 'GENERAL' });
    expect(String(bodyOf(post!).text)).toMatch(/KHACH DEN MUON/i);
    expect(keyOf(post!)).toMatch(/^edit:/);
  });
});
