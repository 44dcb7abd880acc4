// The bare Fastify baseline of `npm run bench`: `GET /` answers a small JSON, nothing else (no plugins,
// no logger, no database). What the machine gives one Node process with Fastify, before any of our code.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
