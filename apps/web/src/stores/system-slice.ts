// App-wide status from the server: clock offset, demo mode, a newer release, and a pending step-up (PIN) request.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SystemState = {
  /** Server time minus client time, from the `Time` response header. */
  serverOffsetMs: number;
  hasMeasuredClock: boolean;
  /** The server runs in demo mode (GET /api/health): the demo outbox page is there. */
  isDemo: boolean;
  isUpdateAvailable: boolean;
  isUpdateNoticeOpen: boolean;
  serverVersion: string | null;
  /** 403 code 120: the salt for the PIN/OTP step-up and the two flags the PIN dialog will read. */
  stepUpSalt: string | null;
  isPinDialogOpen: boolean;
  isStepUpPending: boolean;
};

const initialState: SystemState = {
  serverOffsetMs: 0,
  hasMeasuredClock: false,
  isDemo: false,
  isUpdateAvailable: false,
  isUpdateNoticeOpen: false,
  serverVersion: null,
  stepUpSalt: null,
  isPinDialogOpen: false,
  isStepUpPending: false,
};

export const systemSlice = createSlice({
  name: 'system',
  initialState,
  reducers: {
    serverOffsetMeasured(state, action: PayloadAction<number>) {
      state.serverOffsetMs = action.payload;
      state.hasMeasuredClock = true;
    },
    demoModeReported(state, action: PayloadAction<boolean>) {
      state.isDemo = action.payload;
    },
    updateDetected(state, action: PayloadAction<string>) {
      state.isUpdateAvailable = true;
      state.isUpdateNoticeOpen = true;
      state.serverVersion = action.payload;
    },
    updateNoticeDismissed(state) {
      state.isUpdateNoticeOpen = false;
    },
    stepUpRequested(state, action: PayloadAction<string | null>) {
      state.stepUpSalt = action.payload;
      state.isPinDialogOpen = true;
      state.isStepUpPending = true;
    },
    stepUpFinished(state) {
      state.stepUpSalt = null;
      state.isPinDialogOpen = false;
      state.isStepUpPending = false;
    },
  },
});

export const {
  serverOffsetMeasured,
  demoModeReported,
  updateDetected,
  updateNoticeDismissed,
  stepUpRequested,
  stepUpFinished,
} = systemSlice.actions;

export const selectSystem = (state: { system: SystemState }) => state.system;
export const selectIsDemo = (state: { system: SystemState }) => state.system.isDemo;
