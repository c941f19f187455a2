import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store';
import { onUnauthorized } from '../api/ownerClient';
import { restoreSession, selectAuth, sessionExpired } from './authSlice';

/**
 * Checks a stored token once per page load, and signs out with "session expired" (back to
 * /login, remembering where the owner was) when any owner call answers 401.
 */
export function useSession() {
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status === 'unknown') dispatch(restoreSession());
  }, [auth.status, dispatch]);
  useEffect(
    () =>
      onUnauthorized(() => {
        dispatch(sessionExpired());
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
      }),
    [dispatch, navigate],
  );
  return auth;
}
