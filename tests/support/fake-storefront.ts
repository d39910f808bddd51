/**
 * The Express host (server/host/app.ts) around a storefront build made in the test, so that the
 * host's own behaviour (its access log, its redirects) is tested without `npm run build`: the build's
 * routes are React Router route modules run by React Router's own request handler, every page
 * answers "<p>a page</p>", and the platform under /api is the real one the test started.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { RouterContextProvider, type MiddlewareFunction, type ServerBuild } from "react-router";
import { getConfig } from "#server/config";
import { createHostApp, type StorefrontBuild } from "#server/host/app";
import type { TestPlatform } from "./platform";

/** A one-level route under the root: its id and path pattern. */
export interface FakeRoute {
  id: string;
  path: string;
}

/** A build whose root runs `middleware` and whose pages are `routes`, each with a loader and an action. */
export function fakeStorefrontBuild(routes: FakeRoute[], middleware: MiddlewareFunction<Response>[] = []) {
  return {
    entry: {
      module: {
        default: () => new Response("<p>a page</p>", { headers: { "Content-Type": "text/html" } }),
        createLoadContext: () => new RouterContextProvider(),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { middleware, default: () => null } },
      ...Object.fromEntries(
        routes.map(({ id, path }) => [
          id,
          { id, parentId: "root", path, module: { loader: () => null, action: () => null, default: () => null } },
        ]),
      ),
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as StorefrontBuild & ServerBuild;
}

/** The host with that build, listening on a free port of 127.0.0.1; `close` stops it. */
export async function startFakeStorefront(t: TestPlatform, build: StorefrontBuild & ServerBuild) {
  const { app } = await createHostApp({
    config: getConfig(),
    build,
    platform: t.platform,
    transport: { call: (e, input, context) => t.platform.call(e, input, context) },
  });
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => server.close(closed)),
  };
}
