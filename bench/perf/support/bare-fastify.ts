// The baseline of issue 13's ratios: a bare Fastify 5 hello server, alone in its own process, on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ listening: url });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
