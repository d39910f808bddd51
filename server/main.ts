/**
 * The platform on its own: `node --import tsx server/main.ts` serves /api and /media on
 * PLATFORM_PORT (default 4000), for running the storefront elsewhere with API_URL.
 */
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createPlatform, defaultDatabaseUrl } from "./index";
import { log } from "./log";

const dataDir = resolve(process.env.DATA_DIR ?? "data");
const port = Number(process.env.PLATFORM_PORT ?? 4000);

const platform = await createPlatform({ databaseUrl: defaultDatabaseUrl(dataDir), dataDir });
const server = serve({ fetch: platform.fetch, port, hostname: process.env.HOST ?? "0.0.0.0" }, () =>
  log.info("platform listening", { url: `http://localhost:${port}` }),
);

const shutdown = () => {
  server.close(async () => {
    await platform.close();
    process.exit(0);
  });
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
