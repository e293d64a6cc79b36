// The one toast of the app (SPEC: type error and 5000 ms by default, optional redirect when it closes).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'error' | 'warning' | 'info' | 'success';
export const TOAST_DEFAULT_TIMEOUT_MS = 5000;

export type ToastState = {
  open: boolean;
  type: ToastType;
  description: string;
  timeout: number;
  redirectPath: string | null;
};

const initialState: ToastState = {
  open: false,
  type: 'error',
  description: '',
  timeout: TOAST_DEFAULT_TIMEOUT_MS,
  redirectPath: null,
};

export type ShowToast = { description: string; type?: ToastType; timeout?: number; redirectPath?: string };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast(_state, action: PayloadAction<ShowToast>) {
      return {
        open: true,
        type: action.payload.type ?? 'error',
        description: action.payload.description,
        timeout: action.payload.timeout ?? TOAST_DEFAULT_TIMEOUT_MS,
        redirectPath: action.payload.redirectPath ?? null,
      };
    },
    closeToast(state) {
      state.open = false;
      state.redirectPath = null;
    },
  },
});

export const { showToast, closeToast } = toastSlice.actions;
export const selectToast = (state: { toast: ToastState }) => state.toast;
