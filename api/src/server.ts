import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the server and stops it cleanly on SIGTERM / SIGINT. */
export async function startServer() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return app;
}

// Run directly (`tsx api/src/server.ts`) or imported by tools/site/start.ts.
if (require.main === module) {
  startServer().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
