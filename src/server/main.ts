// Server entry: validate configuration, migrate, seed, listen; shut down gracefully on SIGTERM/SIGINT.
// First: zod must be jitless before any schema is built.
import '../shared/zod-config.ts';
import { buildApp } from './app.ts';
import { assertServerConfig, ConfigError, loadConfig } from './config.ts';
import { describeData, describeDatabase, prettyLogStream, startBanner, startRecords } from './lib/console.ts';
import { seed } from './seed/seed.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    assertServerConfig(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // A person at a terminal reads the log; anything else (systemd, Docker, a pipe) gets pino's JSON lines.
  const stdout = process.stdout;
  const terminal = Boolean(stdout.isTTY);
  const color = terminal && !process.env.NO_COLOR && stdout.hasColors?.() !== false;
  const app = await buildApp({
    config,
    logStream: terminal ? prettyLogStream(stdout, { color }) : undefined,
  });
  const seeded = await seed({ db: app.db, storage: app.storage, config, clock: app.clock, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 from now on. close() first closes the listener (a new connection is refused, so
    // nginx moves on to the other instance) and the idle keep-alive connections; requests in flight (long
    // uploads included) and any still arriving on open connections are answered with Connection: close
    // (app.ts), then the process exits.
    app.lifecycle.draining = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceMs / 1000 }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('requests still in flight after SHUTDOWN_GRACE_S; exiting without them');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const info = {
    localUrl: `http://${shownHost}:${port}`,
    siteUrl: config.publicUrl ?? `http://${shownHost}:${port}`,
    database: describeDatabase(config.database),
    data: describeData(config),
    generatedAdmin: seeded.generatedAdmin,
    generatedMonitorPassword: seeded.generatedMonitorPassword,
    demoArticles: seeded.demoArticles,
  };
  // Written whatever LOG_LEVEL says: a generated password is shown this once.
  stdout.write(terminal ? startBanner(info, { color }) : startRecords(info));
}

main().catch((err) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
