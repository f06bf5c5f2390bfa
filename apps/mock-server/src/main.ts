// `npm start` runs this: the built admin app and the mock API on one address.
import { startMockServer } from './mock-server';

const port = Number(process.env['PORT'] ?? 4200);
const host = process.env['HOST'] ?? '127.0.0.1';

const staticDir = process.env['STATIC_DIR'];
const server = await startMockServer({
  port,
  host,
  verbose: process.env['MOCK_VERBOSE'] === '1',
  bigShop: process.env['MOCK_BIG_SHOP'] === '1',
  ...(staticDir ? { staticDir } : {}),
});
console.log(
  `site-admin is running at ${server.url}/48213/dashboard (mock API on the same address)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
