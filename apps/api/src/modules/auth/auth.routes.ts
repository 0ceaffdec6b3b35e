import formBody from '@fastify/formbody';
import { z } from 'zod';
import {
  changePasswordSchema,
  confirmCodeSchema,
  createdIdSchema,
  dataOf,
  errorBodySchema,
  HANDOVER_GRANT,
  idParamsSchema,
  registrationSchema,
  restorePasswordSchema,
  sendRestorePasswordSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@cargo/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.js';
import { bearerToken } from '../../plugins/access.js';
import { perBodyEmail, perSource, RULES, sourceOf } from '../rate-limits/index.js';
import type { Registrant } from './registration.service.js';
import { handoverRoutes } from './handover.routes.js';
import { clientCredentialsOf } from './sign-in.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
/** A correct password whose second factor is due: the error and the `mfa_token` of the next step. */
const secondStepDueSchema = errorBodySchema.extend({ mfa_token: z.string().optional() });
const done = { data: true as const };

/** The e-mail a password grant names, in lower case; other grants are not sign-in tries. */
function signInAddress(request: FastifyRequest): string | undefined {
  const body = request.body as { grant_type?: string; username?: string } | undefined;
  return body?.grant_type === 'password' && body.username ? body.username.trim().toLowerCase() : undefined;
}

/** A white-label hand-over code presented for a session (handover.service.ts). */
const isHandover = (request: FastifyRequest) =>
  (request.body as { grant_type?: string } | undefined)?.grant_type === HANDOVER_GRANT;

const doneSchema = dataOf(z.literal(true));

/** Sign-in, registration, sign-out and passwords (Product specification, shell §7; domain §4, §7). */
export async function authRoutes(app: App) {
  const { signIn, registration, password, currentUser } = app.services;
  // The token endpoint takes form-encoded bodies (RFC 6749 §4.3.2); JSON is accepted too.
  await app.register(formBody);

  app.post(
    '/oauth2/token',
    {
      config: {
        access: 'public',
        // Wrong passwords suspend the address from that source only (docs/decisions.md D93).
        rateLimit: {
          limits: [
            {
              rule: RULES.signInAddressSource,
              key: (request) => {
                const address = signInAddress(request);
                return address && `${address} ${sourceOf(request)}`;
              },
            },
            { rule: RULES.signInSource, key: (request) => signInAddress(request) && sourceOf(request) },
            {
              rule: RULES.handoverRedeemSource,
              key: (request) => (isHandover(request) ? sourceOf(request) : undefined),
            },
          ],
          // The right password of an account with a second factor is answered 403 MFA_REQUIRED
          // (or MFA_ENROLLMENT_REQUIRED): the password held, so its failures are given back.
          succeeded: (_request, reply) => reply.statusCode < 400 || reply.statusCode === 403,
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in (grant_type=password; 403 MFA_REQUIRED or MFA_ENROLLMENT_REQUIRED with an mfa_token when a second factor is due), the second step (the mfa-otp and mfa-recovery-code grants), refresh (grant_type=refresh_token) or redeem a white-label hand-over code (grant_type=urn:cargo:oauth:grant-type:handover); client in a Basic header',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errors, 403: secondStepDueSchema },
      },
    },
    async (request, reply) => {
      const tokens = await signIn.token(clientCredentialsOf(request.headers.authorization), request.body, {
        origin: request.headers.origin,
        source: request.ip,
      });
      // RFC 6749 §5.1: token answers must not be cached.
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return tokens;
    },
  );

  await handoverRoutes(app);

  const registrants: [Registrant, string][] = [
    ['client', '/api/v1/clients'],
    ['partner', '/api/v1/users/partners'],
  ];
  for (const [registrant, base] of registrants) {
    app.post(
      `${base}/register`,
      {
        config: {
          access: 'public',
          rateLimit: { limits: [perBodyEmail(RULES.registerAddress), perSource(RULES.registerSource)] },
        },
        schema: {
          tags: ['auth'],
          summary: `Register a ${registrant} and their organization; a confirmation code is mailed`,
          body: registrationSchema,
          response: { 201: dataOf(createdIdSchema), ...errors },
        },
      },
      async (request) => ({ data: { id: await registration.register(registrant, request.body, request.language) } }),
    );
    app.post(
      `${base}/:id/confirm-code`,
      {
        // Per address a day: the service counts, as only it knows the registration's address.
        config: { access: 'public', rateLimit: { limits: [perSource(RULES.confirmCodeSource)] } },
        schema: {
          tags: ['auth'],
          summary: 'Confirm the e-mail with the mailed six-digit code',
          params: idParamsSchema,
          body: confirmCodeSchema,
          response: { 200: dataOf(createdIdSchema), ...errors },
        },
      },
      async (request) => {
        await registration.confirm(registrant, request.params.id, request.body.code);
        return { data: { id: request.params.id } };
      },
    );
    app.post(
      `${base}/:id/regenerate-code`,
      {
        config: { access: 'public', rateLimit: { limits: [perSource(RULES.regenerateCodeSource)] } },
        schema: {
          tags: ['auth'],
          summary: 'Mail a new confirmation code (at most once a minute)',
          params: idParamsSchema,
          response: { 200: dataOf(createdIdSchema), ...errors },
        },
      },
      async (request) => {
        await registration.regenerate(registrant, request.params.id, request.language);
        return { data: { id: request.params.id } };
      },
    );
  }

  app.get(
    '/api/v1/auth/check-token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether the bearer token is still valid (signature, expiry, session, account)',
        response: { 200: dataOf(z.boolean()) },
      },
    },
    async (request) => ({ data: await currentUser.isTokenValid(bearerToken(request)) }),
  );

  app.get(
    '/api/v1/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "End the bearer token's session: its refresh token stops working",
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      // The token alone, not its session: signing out of a session that has ended already is
      // done, not an error.
      const token = bearerToken(request);
      const caller = token ? await app.accessTokens.verify(token) : undefined;
      if (caller) await signIn.signOut(caller);
      return done;
    },
  );

  app.post(
    '/api/v1/users/send-restore-password',
    {
      config: {
        access: 'public',
        rateLimit: { limits: [perBodyEmail(RULES.recoveryAddress), perSource(RULES.recoverySource)] },
      },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-restore link if the e-mail is registered (the answer never says)',
        body: sendRestorePasswordSchema,
        response: { 200: doneSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await password.sendRestoreLink(request.body.email, request.language);
      return done;
    },
  );

  app.put(
    '/api/v1/users/restore-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed one-time token',
        body: restorePasswordSchema,
        response: { 200: doneSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await password.restore(request.body.token, request.body.password);
      return done;
    },
  );

  app.put(
    '/api/v1/users/current/change-password',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password; your other sessions end',
        body: changePasswordSchema,
        response: { 200: doneSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await password.change(request.caller, request.body.oldPassword, request.body.newPassword);
      return done;
    },
  );
}
