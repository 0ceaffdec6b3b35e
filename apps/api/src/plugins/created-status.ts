import fp from 'fastify-plugin';

/**
 * A creation's responses: what it answers on success declared under 201 (Created) instead of 200.
 * A POST that makes something (an organization, a profile, a commission rule, a calculation…)
 * declares its success so, and `createdStatusPlugin` makes it answer so.
 */
export function created<R extends { 200: unknown }>(responses: R): Omit<R, 200> & { 201: R[200] } {
  const { 200: success, ...rest } = responses;
  return { ...rest, 201: success };
}

/**
 * Every route that declares 201 and not 200 answers 201 when it succeeds: the status is set before
 * its handler runs, so the declaration in its schema (which the OpenAPI document publishes and a
 * test over the route table checks) is the one place that says it, and a handler cannot forget it.
 * Refusals keep their own status: the error handler sets it. A route that answers 200 or 201 by
 * case (an open price request found again) declares both and sets the status itself.
 */
export const createdStatusPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const codes = Object.keys(route.schema?.response ?? {});
    if (!codes.includes('201') || codes.includes('200')) return;
    const before = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [
      ...before,
      async (_request, reply) => {
        reply.code(201);
      },
    ];
  });
});
