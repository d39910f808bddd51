import type { FetcherWithComponents } from "react-router";
import { pagePath } from "#server/contract/urls";
import type { CartIntent } from "~/lib/cart-form";
import type { CartFieldName } from "~/lib/forms/cart";
import { useTranslation } from "~/lib/i18n";

type FormProps = Omit<React.ComponentProps<FetcherWithComponents<unknown>["Form"]>, "method" | "action">;

/**
 * A form of the cart action: a real POST to the cart page (so it works without JavaScript) that
 * names its intent, with the hidden `values` its intent's schema reads (lib/forms/cart.ts); the
 * shopper's own fields go in `children`, named with `cartField`.
 */
export function CartForm<I extends CartIntent>({
  fetcher,
  intent,
  values = {},
  children,
  ...props
}: FormProps & {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  intent: I;
  /** The hidden fields and their values (a missing value leaves its field out). */
  values?: Partial<Record<CartFieldName<I>, string | number | null>>;
}) {
  const { locale } = useTranslation();
  const fields: [string, string | number | null | undefined][] = Object.entries(values);
  return (
    <fetcher.Form method="post" action={pagePath("cart", locale)} {...props}>
      <input type="hidden" name="intent" value={intent} />
      {fields.map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children}
    </fetcher.Form>
  );
}

/** A field's name, checked against its intent's schema. */
export function cartField<I extends CartIntent>(_intent: I, name: CartFieldName<I>): string {
  return name;
}
