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

const FIRST_NAMES = ["Ana", "Šime", "Ivan", "Željka", "Marko", "Đuro", "Petra", "Čedomir", "Luka", "Maja"];
const LAST_NAMES = [
  "Horvat",
  "Kovačević",
  "Babić",
  "Šarić",
  "Jurić",
  "Čavlović",
  "Novak",
  "Đurić",
  "Knežević",
  "Vuković",
];

/**
 * The benchmarks' customers `from` to `from + count - 1` of one site: `user{i}@example.com`, Croatian
 * names with and without accents (a seventh of the first names with an "a" added), a minute apart
 * from 2025-01-01.
 */
export function benchCustomerRows(siteId: number, from: number, count: number): Insertable<Database["users"]>[] {
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return customerRow({
      siteId,
      email: `user${i}@example.com`,
      firstName: `${FIRST_NAMES[i % 10]}${i % 7 ? "" : "a"}`,
      lastName: LAST_NAMES[Math.floor(i / 10) % 10]!,
      at: new Date(start + i * 60_000).toISOString(),
    });
  });
}
