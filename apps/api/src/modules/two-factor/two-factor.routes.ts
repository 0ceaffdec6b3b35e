import { z } from 'zod';
import {
  dataOf,
  enrolWithMfaTokenSchema,
  errorBodySchema,
  idParamsSchema,
  isOperator,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorEnrolmentSchema,
  twoFactorProofSchema,
  twoFactorRequirementSchema,
  twoFactorStatusSchema,
} from '@cargo/domain';
import type { App } from '../../app.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const doneSchema = dataOf(z.literal(true));
const done = { data: true as const };
const BASE = '/api/v1/users/current/two-factor';

/** Two-factor sign-in (issue 27): one's own authenticator, an operator's reset, an organization's rule. */
export async function twoFactorRoutes(app: App) {
  const { twoFactor } = app.services;

  app.get(
    BASE,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-factor'],
        summary: 'Whether your second factor is on, required, and how many recovery codes are left',
        response: { 200: dataOf(twoFactorStatusSchema), ...errors },
      },
    },
    async (request) => ({ data: await twoFactor.status(request.caller) }),
  );

  app.post(
    `${BASE}/enrolment`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-factor'],
        summary: 'Draw a new authenticator secret (shown this once); it takes effect when a code confirms it',
        response: { 200: dataOf(twoFactorEnrolmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await twoFactor.startEnrolment(request.caller) };
    },
  );

  app.post(
    '/api/v1/two-factor/enrolment',
    {
      config: { access: 'public' },
      schema: {
        tags: ['two-factor'],
        summary:
          'Draw the first authenticator secret with the mfa_token of an MFA_ENROLLMENT_REQUIRED answer; then the mfa-otp grant confirms it and signs in',
        body: enrolWithMfaTokenSchema,
        response: { 200: dataOf(twoFactorEnrolmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await twoFactor.startEnrolmentWithToken(request.body.mfa_token) };
    },
  );

  app.post(
    `${BASE}/confirm`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-factor'],
        summary: 'Confirm the drawn secret with a code from the app; answers ten recovery codes, shown this once',
        body: twoFactorCodeSchema,
        response: { 200: dataOf(recoveryCodesSchema), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: { recoveryCodes: await twoFactor.confirm(request.caller, request.body.code) } };
    },
  );

  app.post(
    `${BASE}/disable`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-factor'],
        summary: 'Switch your second factor off with a current code or a recovery code (409 where it is required)',
        body: twoFactorProofSchema,
        response: { 200: doneSchema, ...errors },
      },
    },
    async (request) => {
      await twoFactor.disable(request.caller, request.body.code);
      return done;
    },
  );

  app.post(
    `${BASE}/recovery-codes`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-factor'],
        summary: 'Replace your recovery codes (a current code proves it is you); the old ones stop working',
        body: twoFactorCodeSchema,
        response: { 200: dataOf(recoveryCodesSchema), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: { recoveryCodes: await twoFactor.regenerateRecoveryCodes(request.caller, request.body.code) } };
    },
  );

  app.delete(
    '/api/v1/users/:id/two-factor',
    {
      config: { access: isOperator },
      schema: {
        tags: ['two-factor'],
        summary: "Operators: remove a user's second factor (a lost phone); they set one up at their next sign-in",
        params: idParamsSchema,
        response: { 200: doneSchema, ...errors },
      },
    },
    async (request) => {
      await twoFactor.reset(request.caller, request.params.id);
      return done;
    },
  );

  app.get(
    '/api/v1/organizations/:id/two-factor',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-factor'],
        summary: 'Whether the organization requires a second factor of all its users',
        params: idParamsSchema,
        response: { 200: dataOf(twoFactorRequirementSchema), ...errors },
      },
    },
    async (request) => ({ data: await twoFactor.organizationRequirement(request.caller, request.params.id) }),
  );

  app.put(
    '/api/v1/organizations/:id/two-factor',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-factor'],
        summary: "Require a second factor of all the organization's users (its admin or an operator)",
        params: idParamsSchema,
        body: twoFactorRequirementSchema,
        response: { 200: dataOf(twoFactorRequirementSchema), ...errors },
      },
    },
    async (request) => {
      await twoFactor.setOrganizationRequirement(request.caller, request.params.id, request.body.required);
      return { data: { required: request.body.required } };
    },
  );
}
