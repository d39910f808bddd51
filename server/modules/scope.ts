/**
 * Whom and where a domain call serves. Every module function that depends on the site, its store,
 * the language or the signed-in user takes one `Scope`, after the services: `fn(services, scope,
 * input)`. The HTTP layer builds it once per request (server/http/scope.ts resolveScope); seeds,
 * the CLI and tests build one with `siteScope`. The site module is what a scope is made of: it
 * stays below it (its calls take a site, a store or a language).
 */
import type { Locale } from "../contract/urls";
import type { Services } from "../services";
import { findSiteById, resolveStore, type SiteRecord, type StoreRecord } from "./site";

export interface Scope {
  site: SiteRecord;
  /** The store of the call: the one named, else the language's. */
  store: StoreRecord;
  language: Locale;
  /** The signed-in user, null for a visitor. */
  userId: number | null;
}

/** A scope whose user is signed in (the HTTP layer checked it: requireUser). */
export type UserScope = Scope & { userId: number };

/**
 * A scope outside a request (the CLI, seeds, tests): site `siteId` in its default language and
 * that language's store unless named, no user unless given.
 */
export async function siteScope<U extends number | null = null>(
  services: Services,
  siteId: number,
  options: { language?: Locale; storeId?: number; userId?: U } = {},
): Promise<Scope & { userId: U }> {
  const site = await findSiteById(services, siteId);
  if (!site) throw new Error(`No site ${siteId}`);
  const language = options.language ?? site.defaultLanguage;
  const store = resolveStore(site, language, options.storeId ?? null);
  if (!store) throw new Error(`Site ${siteId} has no store`);
  return { site, store, language, userId: (options.userId ?? null) as U };
}

/** What a few calls also weigh about the caller: the attempt limits count by its address, and a
 * storefront that proved itself may have links and return URLs on its own public URL. */
export interface CallerFacts {
  trustedStorefront: boolean;
  clientAddress: string;
}
