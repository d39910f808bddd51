/** A user's addresses: each call sees and changes only the caller's own (another's id is 404). */
import type { Address, AddressInput } from "#server/contract/accounts";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import type { UserScope } from "../scope";
import { accountsError, messages } from "./errors";
import { addressQuery, addressValues, toAddress } from "./users";

const nowIso = () => new Date().toISOString();

async function ownAddress(db: DbOrTx, userId: number, id: number): Promise<Address> {
  const row = await addressQuery(db).where("a.id", "=", id).where("a.user_id", "=", userId).executeTakeFirst();
  if (!row) throw accountsError(messages.addressNotFound, 404);
  return toAddress(row);
}

export async function listAddresses(services: Services, { userId }: UserScope): Promise<Address[]> {
  const rows = await addressQuery(services.db).where("a.user_id", "=", userId).orderBy("a.id").execute();
  return rows.map(toAddress);
}

/** A new address, in a country the store delivers to (addressValues). */
export async function createAddress(
  services: Services,
  { userId, store }: UserScope,
  input: AddressInput,
): Promise<Address> {
  return services.db.transaction().execute(async (tx) => {
    await lockAddressBook(services, tx, userId);
    const now = nowIso();
    const values = await addressValues(tx, store, input);
    const { id } = await tx
      .insertInto("addresses")
      .values({ ...values, user_id: userId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.type === "main") await keepOneMain(tx, userId, id, now);
    return ownAddress(tx, userId, id);
  });
}

/** An address changed: into a country the store delivers to, or keeping the one it has (addressValues). */
export async function updateAddress(
  services: Services,
  { userId, store }: UserScope,
  id: number,
  input: AddressInput,
): Promise<Address> {
  return services.db.transaction().execute(async (tx) => {
    await lockAddressBook(services, tx, userId);
    const before = await ownAddress(tx, userId, id);
    const now = nowIso();
    const values = await addressValues(tx, store, input, { kept: before.country.toUpperCase() });
    await tx
      .updateTable("addresses")
      .set({ ...values, updated_at: now })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
    if (input.type === "main") await keepOneMain(tx, userId, id, now);
    return ownAddress(tx, userId, id);
  });
}

/** Two saves of one user's addresses at once take turns (PostgreSQL; SQLite writes one at a time),
 * so that each sees the main address the other made. */
async function lockAddressBook(services: Services, tx: DbOrTx, userId: number): Promise<void> {
  if (services.dialect === "postgres")
    await tx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

/**
 * A user has one main (billing) address: the one just saved as main. Any other main address becomes
 * a delivery (shipping) address, in the same transaction; billing and other addresses stay as they are.
 */
export async function keepOneMain(tx: DbOrTx, userId: number, mainId: number, now: string): Promise<void> {
  await tx
    .updateTable("addresses")
    .set({ type: "shipping", updated_at: now })
    .where("user_id", "=", userId)
    .where("type", "=", "main")
    .where("id", "!=", mainId)
    .execute();
}

export async function deleteAddress(services: Services, { userId }: UserScope, id: number): Promise<{ deleted: true }> {
  const result = await services.db
    .deleteFrom("addresses")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw accountsError(messages.addressNotFound, 404);
  return { deleted: true };
}

/** A saved address of the user's, or null: another user's address is as unknown as a missing one. */
export async function findUserAddress(db: DbOrTx, userId: number, id: number): Promise<Address | null> {
  const row = await addressQuery(db).where("a.id", "=", id).where("a.user_id", "=", userId).executeTakeFirst();
  return row ? toAddress(row) : null;
}
