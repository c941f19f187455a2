import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser, LoginRequest, RegisterRequest, UserRole } from '@vitrine/contracts';
import { rootReducer } from '../../../store';
import { leaveDoorNotice } from '../../doors/handoff';
import { endServerSession } from '../api/sessionApi';
import { tokenStore } from '../api/tokenStore';
import { registerCall, signInCall } from './authCalls';
import { sessionCheck } from './sessionCheck';

/**
 * Spec section 3 "Auth": user_id, shop_id, userRole. `status` tells the guard whether a stored
 * token is still being checked, so a reload does not bounce a signed-in owner to /login.
 */
export interface AuthState {
  status: 'unknown' | 'checking' | 'signedIn' | 'signedOut';
  user_id: number | null;
  shop_id: number | null;
  userRole: UserRole | null;
  name: string;
  email: string;
  /** Why the owner is signed out: Log Out (go to plain /login) or a 401 (say the session expired). */
  notice: 'sessionExpired' | 'loggedOut' | 'accountDeleted' | null;
}

const signedOut: AuthState = {
  status: 'signedOut',
  user_id: null,
  shop_id: null,
  userRole: null,
  name: '',
  email: '',
  notice: null,
};

export type AuthFailure = { message: string; errors: Record<string, string> };

/** POST /api/auth/login; the token is stored, the user goes into the state. */
export const login = createAsyncThunk<AuthUser, LoginRequest, { rejectValue: AuthFailure }>(
  'auth/login',
  async (credentials, { rejectWithValue }) => {
    const result = await signInCall(credentials);
    return result.ok ? result.data : rejectWithValue({ message: result.message, errors: result.errors });
  },
);

/** POST /api/auth/register: the owner and the shop at once, then signed in. */
export const register = createAsyncThunk<AuthUser, RegisterRequest, { rejectValue: AuthFailure }>(
  'auth/register',
  async (form, { rejectWithValue }) => {
    const result = await registerCall(form);
    return result.ok ? result.data : rejectWithValue({ message: result.message, errors: result.errors });
  },
);

/** On load: a stored token is checked with GET /api/auth/me; a bad or expired one is dropped. */
export const restoreSession = createAsyncThunk<AuthUser | null>('auth/restore', async () => {
  const result = await sessionCheck();
  if (!result) return null;
  if (result.ok) return result.data.user;
  if (result.status === 401 || result.status === 403) tokenStore.clear();
  return null;
});

const fromUser = (user: AuthUser): AuthState => ({
  status: 'signedIn',
  user_id: user.user_id,
  shop_id: user.shop_id,
  userRole: user.userRole,
  name: user.name,
  email: user.email,
  notice: null,
});

export const authSlice = createSlice({
  name: 'auth',
  initialState: { ...signedOut, status: 'unknown' } as AuthState,
  reducers: {
    /**
     * Spec section 4 "Logout": removes the stored token, resets user id and shop id to null; the
     * server is told too, so the token is refused even if a copy of it survives.
     */
    logout: {
      reducer: () => ({ ...signedOut, notice: 'loggedOut' as const }),
      prepare: () => {
        endServerSession(tokenStore.get());
        tokenStore.clear();
        leaveDoorNotice(null);
        return { payload: undefined };
      },
    },
    /** A 401 from an owner call: signed out, with the reason kept for the login page. */
    sessionExpired: {
      reducer: () => ({ ...signedOut, notice: 'sessionExpired' as const }),
      prepare: () => {
        tokenStore.clear();
        leaveDoorNotice('sessionExpired');
        return { payload: undefined };
      },
    },
    /** The owner deleted their shop and account (Settings, Your data): nothing is left to sign out of. */
    accountDeleted: {
      reducer: () => ({ ...signedOut, notice: 'accountDeleted' as const }),
      prepare: () => {
        tokenStore.clear();
        leaveDoorNotice('accountDeleted');
        return { payload: undefined };
      },
    },
    /** A door (features/doors) signed the user in or up; its token is stored already. */
    signedIn: (_state, action: PayloadAction<AuthUser>) => fromUser(action.payload),
    noticeShown(state) {
      state.notice = null;
    },
    userUpdated(state, action: PayloadAction<Partial<Pick<AuthState, 'name' | 'email'>>>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.fulfilled, (_state, action) => fromUser(action.payload))
      .addCase(register.fulfilled, (_state, action) => fromUser(action.payload))
      .addCase(restoreSession.pending, (state) => {
        state.status = 'checking';
      })
      .addCase(restoreSession.fulfilled, (state, action) =>
        action.payload ? fromUser(action.payload) : { ...signedOut, notice: state.notice },
      )
      .addCase(restoreSession.rejected, (state) => ({ ...signedOut, notice: state.notice }));
  },
  selectors: {
    selectAuth: (state) => state,
  },
});

declare module '../../../store' {
  interface LazyLoadedSlices {
    auth: AuthState;
  }
}

export const injectedAuth = authSlice.injectInto(rootReducer);
export const { logout, sessionExpired, accountDeleted, signedIn, noticeShown, userUpdated } = authSlice.actions;
export const { selectAuth } = injectedAuth.selectors;
