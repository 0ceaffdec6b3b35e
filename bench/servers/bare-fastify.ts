/**
 * The baseline: Fastify with default options and no logger, one route answering a fixed JSON
 * body. Compiled to plain JavaScript and started by the benchmarks as
 * `node <the API's nodeFlags> dist/servers/bare-fastify.js` with PORT, HOST, ROUTE and BODY (the
 * JSON text to answer) in the environment.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const route = process.env.ROUTE ?? '/';
const body: unknown = JSON.parse(process.env.BODY ?? '{}');

const app = Fastify({ logger: false });
app.get(route, async () => body);

process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

await app.listen({ port, host });
