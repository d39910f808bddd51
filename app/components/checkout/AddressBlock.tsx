import type { OrderDetail } from "#server/contract";
import * as css from "../account/account.css";

type AddressLike = NonNullable<OrderDetail["shippingAddress"]>;

/** An address as the order pages and the back office's customer page show it, under its title. */
export function AddressBlock({
  title,
  address,
  country,
}: {
  title: string;
  address: AddressLike | null;
  country: string;
}) {
  if (!address) return null;
  return (
    <div>
      <h2 className={css.subTitle}>{title}</h2>
      <address className={css.addressText}>
        {address.firstName} {address.lastName}
        {address.companyName ? (
          <>
            <br />
            {address.companyName}
          </>
        ) : null}
        <br />
        {address.street} {address.houseNumber}
        <br />
        {address.zipCode} {address.city}
        {country ? (
          <>
            <br />
            {country}
          </>
        ) : null}
      </address>
    </div>
  );
}
