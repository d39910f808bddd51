import type { Insertable } from "kysely";
import { userSearchColumns, type Database } from "#server/db";

/**
 * A customer's row written straight into the users table (no password to hash, not confirmed, not a
 * back-office user; its folded search columns filled as every writer fills them), for tests and
 * benchmarks that need many users fast.
 */
export function customerRow(user: {
  siteId: number;
  email: string;
  firstName: string;
  lastName: string;
  at: string;
}): Insertable<Database["users"]> {
  return {
    site_id: user.siteId,
    email: user.email,
    password_hash: null,
    first_name: user.firstName,
    last_name: user.lastName,
    ...userSearchColumns({ email: user.email, first_name: user.firstName, last_name: user.lastName }),
    company_name: "",
    member_card_barcode: null,
    is_backoffice_user: 0,
    scope: "[]",
    email_verified_at: null,
    created_at: user.at,
    updated_at: user.at,
  };
}
