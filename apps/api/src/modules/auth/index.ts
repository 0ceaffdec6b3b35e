/**
 * The entry of the auth module: what other modules, server.ts, the seed and the tests may use.
 * Signing in and out, registration, password reset and the session handover; the access tokens
 * every route is guarded by (`Caller`).
 */
export { type AccessTokens, type Caller, createAccessTokens, resolveSigningKey } from './access-tokens.js';
export { authRoutes } from './auth.routes.js';
export { createHandoverService, type HandoverService } from './handover.service.js';
export { createPasswordService, type PasswordService } from './password.service.js';
export { createRegistrationService, type RegistrationService } from './registration.service.js';
export { createSignInService, type SignInService } from './sign-in.service.js';
