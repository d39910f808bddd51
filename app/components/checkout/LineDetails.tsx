import { lineDetailText, type LineDetail } from "#server/contract/line-details";
import * as css from "./checkout.css";

/** A line's personalizations and a bundle's chosen members under its name, each with its charge per
 * unit: the checkout's summary and the order pages list what the cart showed. */
export function LineDetails({ details, money }: { details: readonly LineDetail[]; money: (cents: number) => string }) {
  if (!details.length) return null;
  return (
    <ul className={css.lineOptions} data-testid="line-details">
      {details.map((d, i) => (
        <li key={i}>{lineDetailText(d, money)}</li>
      ))}
    </ul>
  );
}
