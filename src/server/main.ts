import { EncryptionKeyError } from '#server/crypto/encryption-key.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { createAdjustableClock, systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

async function main() {
  const config = loadConfig();
  const server = await startServer(config, config.testClockControl ? createAdjustableClock() : systemClock);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.app.listen({ host: config.host, port: config.port });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  // One write, so whoever reads the output sees the address and the demo accounts together.
  const lines = [
    `\nCreditPath is running on http://localhost:${port} (${where})`,
    ...server.demoAccounts.map((account) => `  demo ${account.role}: ${account.email} / ${account.password}`),
    ...(server.demoActivationKey ? [`  demo admin activation key: ${server.demoActivationKey}`] : []),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof EncryptionKeyError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
