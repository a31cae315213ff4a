import { loadConfig } from './config.js';
import { describeStartFailure, startServer } from './server.js';

const config = loadConfig();
try {
  const server = await startServer(config);
  server.app.log.info(`Pasal is open at ${config.PUBLIC_URL}`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: closing connections and stopping the database`);
    void server.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error(`Pasal could not start: ${describeStartFailure(error)}`);
  process.exit(1);
}
