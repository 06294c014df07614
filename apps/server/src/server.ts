// The process: configuration, database and migrations, listen, graceful shutdown.
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Hireable is running at http://localhost:${config.port} (database: ${database.kind})`);
