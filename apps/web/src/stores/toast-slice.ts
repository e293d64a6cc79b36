// The one toast of the app (SPEC: type error and 5000 ms by default, optional redirect when it closes). A toast an
// action shows replaces the one on screen; a live notification's toast waits behind the one on screen, so that it never
// hides what the user's own action answered (the "Đã xuất vé" and the notice of that same issue).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'error' | 'warning' | 'info' | 'success';
export const TOAST_DEFAULT_TIMEOUT_MS = 5000;
/** Notices waiting behind the toast on screen; past this the oldest waiting one is dropped (the bell still counts it). */
export const TOAST_QUEUE_LIMIT = 3;

type ToastContent = {
  type: ToastType;
  description: string;
  timeout: number;
  redirectPath: string | null;
};

export type ToastState = ToastContent & {
  open: boolean;
  /** Rises with every toast shown, so that the host starts each one's timer afresh. */
  sequence: number;
  waiting: ToastContent[];
};

const initialState: ToastState = {
  open: false,
  type: 'error',
  description: '',
  timeout: TOAST_DEFAULT_TIMEOUT_MS,
  redirectPath: null,
  sequence: 0,
  waiting: [],
};

export type ShowToast = { description: string; type?: ToastType; timeout?: number; redirectPath?: string };

function contentOf(payload: ShowToast): ToastContent {
  return {
    type: payload.type ?? 'error',
    description: payload.description,
    timeout: payload.timeout ?? TOAST_DEFAULT_TIMEOUT_MS,
    redirectPath: payload.redirectPath ?? null,
  };
}

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    /** An action's answer: shown at once, in place of the toast on screen. */
    showToast(state, action: PayloadAction<ShowToast>) {
      return { ...state, ...contentOf(action.payload), open: true, sequence: state.sequence + 1 };
    },
    /** A notice that arrived on its own: shown at once if nothing is on screen, else after what is. */
    queueToast(state, action: PayloadAction<ShowToast>) {
      if (!state.open) return { ...state, ...contentOf(action.payload), open: true, sequence: state.sequence + 1 };
      state.waiting = [...state.waiting, contentOf(action.payload)].slice(-TOAST_QUEUE_LIMIT);
    },
    closeToast(state) {
      const [next, ...rest] = state.waiting;
      if (next) return { ...next, open: true, sequence: state.sequence + 1, waiting: rest };
      state.open = false;
      state.redirectPath = null;
    },
  },
});

export const { showToast, queueToast, closeToast } = toastSlice.actions;
export const selectToast = (state: { toast: ToastState }) => state.toast;
