/**
 * The bench's floor (./floor/): a bare React Router page shaped like a storefront, served by the
 * storefront's own Express host (server/host/app.ts) in one process, without a platform. Built by
 * `npm run bench` into .tmp/bench-floor.
 */
import { resolve } from "node:path";
import { startConfig } from "#server/host/startup";
import type { PlatformTransport } from "#server/contract";
import { createHostApp, type StorefrontBuild } from "#server/host/app";

const config = await startConfig("storefront");
const built = resolve(import.meta.dirname, "../../.tmp/bench-floor");
const build = (await import(`${built}/server/index.js`)) as StorefrontBuild;
const noPlatform: PlatformTransport = { call: () => Promise.reject(new Error("the floor page has no platform")) };
const host = await createHostApp({
  config,
  build,
  clientDir: `${built}/client`,
  platform: null,
  transport: noPlatform,
});
host.app.listen(config.port, config.host, () => host.setReady(true));
