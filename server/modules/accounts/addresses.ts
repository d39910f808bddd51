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

export async function createAddress(services: Services, { userId }: UserScope, input: AddressInput): Promise<Address> {
  return services.db.transaction().execute(async (tx) => {
    const now = nowIso();
    const values = await addressValues(tx, input);
    const { id } = await tx
      .insertInto("addresses")
      .values({ ...values, user_id: userId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return ownAddress(tx, userId, id);
  });
}

export async function updateAddress(
  services: Services,
  { userId }: UserScope,
  id: number,
  input: AddressInput,
): Promise<Address> {
  return services.db.transaction().execute(async (tx) => {
    await ownAddress(tx, userId, id);
    const values = await addressValues(tx, input);
    await tx
      .updateTable("addresses")
      .set({ ...values, updated_at: nowIso() })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
    return ownAddress(tx, userId, id);
  });
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
