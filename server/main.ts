/**
 * The platform on its own: `node --import tsx server/main.ts` serves /api and /media on
 * PLATFORM_PORT (default 4000), for running the storefront elsewhere with API_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { describeDatabase } from "./config";
import { startConfig } from "./host/startup";
import { acceptPlatformBody, continueWithinLimits } from "./http/node";
import { createPlatform } from "./index";
import { log } from "./log";

const config = await startConfig("platform");
const platform = await createPlatform({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const listener = getRequestListener(platform.fetch);
const serve = (req: IncomingMessage, res: ServerResponse) => {
  acceptPlatformBody(req, res, config.bodyLimits).then(
    (accepted) => (accepted ? listener(req, res) : undefined),
    // The client went away while sending its body.
    () => res.destroy(),
  );
};
const server = createServer(serve);
server.on("checkContinue", continueWithinLimits(config.bodyLimits, serve));
server.listen(config.platformPort, config.host, () =>
  log.info("platform listening", {
    url: `http://${config.host}:${config.platformPort}`,
    mode: config.mode,
    ...describeDatabase(config.databaseUrl),
  }),
);

const shutdown = () => {
  server.close(async () => {
    await platform.close();
    process.exit(0);
  });
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
