/**
 * What the host (server.ts) hands every request: the platform and the visitor's address
 * (server/contract/transport.ts `HostContext`), in React Router's load context. The host builds
 * that context with `createLoadContext`, which the server bundle exports (entry.server.tsx).
 */
import { createContext, RouterContextProvider } from "react-router";
import type { HostContext } from "#server/contract";

export const hostContext = createContext<HostContext>();

export function createLoadContext(host: HostContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(hostContext, host);
  return context;
}

/** The visitor's address as the host saw it ("" when unknown). */
export function clientIpOf(context: Readonly<RouterContextProvider>): string {
  return context.get(hostContext).clientIp;
}
