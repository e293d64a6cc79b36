// Steps the log screens' tests share (audit log, reservation errors): the day filters and the server's pages.
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * Types an impossible day into "Từ ngày" and applies: refused under the field, the server not asked again. Then types
 * 01/03/2026 – 05/03/2026 (not applied yet), for the screen's own filters to follow. Answers the "Từ ngày" field.
 */
export async function refuseBadDayThenTypeRange(
  filters: ReturnType<typeof within>,
  listQueries: () => readonly unknown[],
): Promise<HTMLInputElement> {
  const asked = listQueries().length;
  const from = filters.getByRole('textbox', { name: 'Từ ngày' }) as HTMLInputElement;
  fireEvent.change(from, { target: { value: '31022026' } });
  expect(from.value).toBe('31/02/2026');
  fireEvent.click(filters.getByRole('button', { name: 'Lọc' }));
  expect(await filters.findByText('Ngày không hợp lệ (dd/MM/yyyy)')).toBeTruthy();
  expect(listQueries()).toHaveLength(asked);
  fireEvent.change(from, { target: { value: '01032026' } });
  fireEvent.change(filters.getByRole('textbox', { name: 'Đến ngày' }), { target: { value: '05/03/2026' } });
  return from;
}

/** With 450 rows on the server: the first page shown, "newer" disabled, "older" asks for offset 200 and shows it. */
export async function expectServerPaging(listQueries: () => readonly Record<string, string>[]): Promise<void> {
  expect(await screen.findByText('Đang xem dòng 1–2 trên tổng 450 dòng.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Mới hơn' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Cũ hơn' }));
  await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ offset: '200' }));
  expect(await screen.findByText('Đang xem dòng 201–202 trên tổng 450 dòng.')).toBeTruthy();
}
