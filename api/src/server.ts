import { buildApp } from './app';
import { ConfigError } from './config';
import { isDatabaseUnreachable } from './db/unreachable';

/** Between two attempts to reach a database that is down at start-up. */
const START_RETRY_MS = 2_000;

/**
 * The app, once its database answers: an instance started while PostgreSQL restarts or is down
 * waits for it (saying so once) instead of exiting, so nobody has to start it again by hand. Any
 * other error (a wrong setting, a bug) ends the start at once.
 */
async function buildWhenReachable() {
  for (let told = false; ; told = true) {
    try {
      return await buildApp();
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      if (!told) console.error(`[server] the database cannot be reached (${(error as { code?: string }).code ?? (error as Error).message}); trying again every ${START_RETRY_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, START_RETRY_MS));
    }
  }
}

/** Starts the server and stops it cleanly on SIGTERM / SIGINT (the stores close in onClose). */
export async function startServer() {
  const app = await buildWhenReachable();
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
