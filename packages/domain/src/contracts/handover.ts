import { z } from 'zod';
import { domainSchema } from '../validation/rules.js';

/**
 * The white-label hand-over (issue 27, finding 4). After a sign-in, the web app asks
 * `POST /auth/handover` for a one-time code bound to the organization's verified domain and
 * sends the browser there with the code in the address; the site on that domain exchanges it at
 * `POST /oauth2/token` with this grant for a session of its own. The code is no bearer token: it
 * opens nothing by itself, lives seconds, works once and only for the domain it was issued for.
 */
export const HANDOVER_GRANT = 'urn:cargo:oauth:grant-type:handover';

/** The address parameter that carries the code to the white-label site. */
export const HANDOVER_PARAM = 'handover';

/** The token request of the hand-over grant: the code and the host the browser arrived on. */
export const handoverGrantSchema = z.object({
  grant_type: z.literal(HANDOVER_GRANT),
  code: z.string().trim().min(1).max(128),
  domain: domainSchema,
});

/** `POST /auth/handover`'s answer: where to send the browser and the code to carry. */
export const handoverSchema = z.object({
  code: z.string(),
  domain: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
});
export type Handover = z.infer<typeof handoverSchema>;
