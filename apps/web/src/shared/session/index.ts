export { authModalState, closeAuthModal, openAuthModal, useAuthModal, type AuthModalState } from './auth-modal';
export {
  DESTINATION_PARAMETER,
  GUEST_ORDER_PARAMETER,
  LOGIN_PATH,
  REDIRECT_PARAMETER,
  forgetRedirectTarget,
  loginLocation,
  redirectTarget,
  signInReason,
  type SignInReason,
} from './login-location';
export { refreshTokens, type RefreshOutcome } from './refresh';
export {
  destinationAfterSignIn,
  finishSignIn,
  handleUnauthorized,
  isLocalHost,
  mayOpen,
  refreshUser,
  signIn,
  signOut,
  startSession,
} from './session';
export { currentUser, useSession, type SessionState } from './session-store';
export { requestSecondFactorToken, startEnrolmentWithToken } from './auth-api';
