/**
 * The entry of the two factor module: what other modules, server.ts, the seed and the tests may use.
 * Second factors: authenticator apps, trusted devices and the checks a sign-in passes.
 */
export { createFactorCheck } from './factor-checks.js';
export { createMfaTokens } from './mfa-tokens.js';
export { createSecretBox } from './secret-box.js';
export { twoFactorRoutes } from './two-factor.routes.js';
export { createTwoFactorService, type TwoFactorService } from './two-factor.service.js';
