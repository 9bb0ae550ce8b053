import { buildApp } from './app';
import { ConfigError } from './config';

/** Starts the server and stops it cleanly on SIGTERM / SIGINT (the lead store closes in onClose). */
export async function startServer() {
  const app = await buildApp();
  await app.listen({ port: app.config.port, host: app.config.host });
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
    // A bad setting is the operator's to fix: its message says which and how, a stack would bury it.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
