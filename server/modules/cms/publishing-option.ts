import type { Services } from "#server/services";
import type { Scope } from "../scope";
import { listOptions } from "./options";

/** Spec section 3's RequireAdminPublishing: edits wait in drafts until an editor publishes them. */
export async function requiresPublishing(services: Services, scope: Scope): Promise<boolean> {
  const [option] = await listOptions(services, scope, ["RequireAdminPublishing"]);
  return option?.value === "true" || option?.value === "1";
}
