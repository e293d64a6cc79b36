// Who is signed in: the access token (memory only), member, agency, permissions and the forced-change flag.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TAgentInfo, TLoginResponse, TMemberInfo, TRefreshTokenResponse, TSession } from '@portal/contracts';

export type SessionStatus = 'booting' | 'anonymous' | 'authenticated';

/** Why the server ended the last session (401 code 13 or 14), for the login page to say once. */
export type SessionEndNotice = { code: number; message: string | null };

export type SessionState = {
  status: SessionStatus;
  accessToken: string | null;
  accessTokenExpiresAt: string | null;
  memberInfo: TMemberInfo | null;
  agentInfo: TAgentInfo | null;
  permissions: string[];
  mustChangePassword: boolean;
  productKey: string | null;
  osi: string | null;
  tourCode: string | null;
  endNotice: SessionEndNotice | null;
};

export const initialSessionState: SessionState = {
  status: 'booting',
  accessToken: null,
  accessTokenExpiresAt: null,
  memberInfo: null,
  agentInfo: null,
  permissions: [],
  mustChangePassword: false,
  productKey: null,
  osi: null,
  tourCode: null,
  endNotice: null,
};

function applySession(state: SessionState, session: TSession): void {
  state.memberInfo = session.memberInfo;
  state.agentInfo = session.agentInfo;
  state.permissions = session.permissions;
  state.mustChangePassword = session.mustChangePassword;
  state.productKey = session.productKey ?? null;
  state.osi = session.osi ?? state.osi;
  state.tourCode = session.tourCode ?? state.tourCode;
}

function applyTokens(state: SessionState, tokens: TRefreshTokenResponse | TLoginResponse): void {
  // The refresh token in the body is ignored on purpose: the browser keeps it as an httpOnly cookie.
  state.accessToken = tokens.accessToken;
  state.accessTokenExpiresAt = tokens.accessTokenExpiresAt;
  state.permissions = tokens.permissions;
  if (tokens.osi !== undefined) state.osi = tokens.osi;
  if (tokens.tourCode !== undefined) state.tourCode = tokens.tourCode;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<TLoginResponse>) {
      applySession(state, action.payload);
      applyTokens(state, action.payload);
      state.status = 'authenticated';
      state.endNotice = null;
    },
    /** After a successful refresh at start-up (tokens already stored) and GET /me. */
    sessionRestored(state, action: PayloadAction<TSession>) {
      applySession(state, action.payload);
      state.status = state.accessToken ? 'authenticated' : 'anonymous';
    },
    tokensRefreshed(state, action: PayloadAction<TRefreshTokenResponse>) {
      applyTokens(state, action.payload);
    },
    /** change-password answers a fresh access token for the same session (no longer flagged for a forced change). */
    accessTokenReplaced(state, action: PayloadAction<{ accessToken: string; accessTokenExpiresAt: string }>) {
      state.accessToken = action.payload.accessToken;
      state.accessTokenExpiresAt = action.payload.accessTokenExpiresAt;
      state.mustChangePassword = false;
    },
    /** The server answered 403 code 15: an administrator flagged this account for a password change. */
    passwordChangeRequired(state) {
      state.mustChangePassword = true;
    },
    sessionUpdated(state, action: PayloadAction<TSession>) {
      applySession(state, action.payload);
    },
    /** Signed out; with a notice when the server ended the session (the login page shows it once). */
    sessionEnded: {
      reducer(_state, action: PayloadAction<SessionEndNotice | undefined>) {
        return { ...initialSessionState, status: 'anonymous' as const, endNotice: action.payload ?? null };
      },
      prepare: (notice?: SessionEndNotice) => ({ payload: notice }),
    },
    /** The login page has shown the notice. */
    sessionEndNoticeShown(state) {
      state.endNotice = null;
    },
  },
});

export const {
  loggedIn,
  sessionRestored,
  tokensRefreshed,
  accessTokenReplaced,
  passwordChangeRequired,
  sessionUpdated,
  sessionEnded,
  sessionEndNoticeShown,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectIsLoggedIn = (state: WithSession) => state.session.status === 'authenticated';
export const selectPermissions = (state: WithSession) => state.session.permissions;
/** The level of the user's agency (platform, F1, F2, F3); null before the session is read. */
export const selectAgencyLevel = (state: WithSession) => state.session.agentInfo?.level ?? null;
export const selectAccessToken = (state: WithSession) => state.session.accessToken;
export const selectSessionEndNotice = (state: WithSession) => state.session.endNotice;
