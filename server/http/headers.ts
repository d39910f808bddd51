/**
 * The spec section 7 headers: how a call context (server/contract/transport.ts) travels over HTTP.
 * The HTTP transport writes them (client.ts); the platform's HTTP face reads them (scope.ts).
 */
import type { CallContext } from "../contract/transport";
import { storefrontProof } from "../secrets";

/** The header names the platform reads; HTTP header names are case-insensitive. */
export const platformHeaders = {
  language: "language",
  storeId: "storeid",
  apiKey: "apikey",
  siteId: "siteid",
  accessToken: "accesstoken",
  refreshToken: "refreshtoken",
  /** The storefront's proof (server/secrets.ts storefrontProof). */
  storefront: "storefront",
  /** The end client's address, trusted only with the storefront's proof. */
  clientIp: "clientip",
} as const;

/** The headers that carry a call context. */
export function headersOf(context: CallContext): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.apiKey) headers[platformHeaders.apiKey] = context.apiKey;
  if (context.language) headers[platformHeaders.language] = context.language;
  if (context.siteId !== undefined) headers[platformHeaders.siteId] = String(context.siteId);
  if (context.storeId !== undefined) headers[platformHeaders.storeId] = String(context.storeId);
  if (context.accessToken) headers[platformHeaders.accessToken] = context.accessToken;
  if (context.refreshToken) headers[platformHeaders.refreshToken] = context.refreshToken;
  if (context.visitorAddress) {
    headers[platformHeaders.storefront] = storefrontProof();
    headers[platformHeaders.clientIp] = context.visitorAddress;
  }
  return headers;
}
