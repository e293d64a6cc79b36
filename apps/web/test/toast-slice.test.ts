// The toast slice: an action's toast replaces the one on screen; a live notice waits behind it, at most three waiting.
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  closeToast,
  queueToast,
  showToast,
  toastSlice,
  TOAST_QUEUE_LIMIT,
  type ToastState,
} from '../src/stores/toast-slice';

const reduce = (state: ToastState | undefined, ...actions: UnknownAction[]): ToastState =>
  actions.reduce<ToastState>(
    (current, action) => toastSlice.reducer(current, action),
    state ?? toastSlice.getInitialState(),
  );

describe('toast slice', () => {
  it('shows an action toast at once, in place of the one on screen', () => {
    const state = reduce(
      undefined,
      queueToast({ type: 'info', description: 'Vé ABC123 đã xuất' }),
      showToast({ type: 'success', description: 'Đã xuất vé ABC123' }),
    );
    expect(state).toMatchObject({ open: true, type: 'success', description: 'Đã xuất vé ABC123', waiting: [] });
    expect(state.sequence).toBe(2);
  });

  it('keeps a notice behind the toast on screen and shows it when that one closes', () => {
    let state = reduce(
      undefined,
      showToast({ type: 'success', description: 'Đã xuất vé ABC123', redirectPath: '/booking/search' }),
      queueToast({ type: 'info', description: 'Vé ABC123 đã xuất' }),
    );
    expect(state).toMatchObject({ open: true, description: 'Đã xuất vé ABC123', sequence: 1 });
    state = reduce(state, closeToast());
    expect(state).toMatchObject({
      open: true,
      type: 'info',
      description: 'Vé ABC123 đã xuất',
      redirectPath: null,
      sequence: 2,
      waiting: [],
    });
    state = reduce(state, closeToast());
    expect(state).toMatchObject({ open: false, sequence: 2 });
  });

  it(`keeps at most ${TOAST_QUEUE_LIMIT} notices waiting, the newest`, () => {
    const notices = [1, 2, 3, 4, 5].map((n) => queueToast({ type: 'info', description: `notice ${n}` }));
    let state = reduce(undefined, showToast({ description: 'Lỗi' }), ...notices);
    expect(state.waiting.map((item) => item.description)).toEqual(['notice 3', 'notice 4', 'notice 5']);
    state = reduce(state, closeToast(), closeToast(), closeToast());
    expect(state).toMatchObject({ open: true, description: 'notice 5', waiting: [] });
  });
});
