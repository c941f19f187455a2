/**
 * The signed-in user as the app's store holds it, for code outside the account feature that only
 * reads it (the template demo's shop shows the owner's name and role): its one way in, so nothing
 * else of features/account is reached from outside.
 */
export { selectAuth } from '../features/account/auth/authSlice';
