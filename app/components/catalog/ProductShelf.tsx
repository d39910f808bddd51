import { Suspense, use } from "react";
import type { CardProduct } from "~/lib/product-card";
import { ProductGrid } from "./ProductCard";
import * as css from "./catalog.css";

/**
 * A titled block of product cards below a page (cross-sells of a product or of the cart). The cards
 * may be deferred by the loader (a promise): nothing shows until they stream in.
 */
export function ProductShelf(props: {
  id: string;
  title: string;
  products: CardProduct[] | Promise<CardProduct[]>;
  testId: string;
}) {
  const { products } = props;
  if (!(products instanceof Promise)) return <Shelf {...props} products={products} />;
  return (
    <Suspense fallback={null}>
      <DeferredShelf {...props} products={products} />
    </Suspense>
  );
}

function DeferredShelf(props: { id: string; title: string; products: Promise<CardProduct[]>; testId: string }) {
  return <Shelf {...props} products={use(props.products)} />;
}

function Shelf({
  id,
  title,
  products,
  testId,
}: {
  id: string;
  title: string;
  products: CardProduct[];
  testId: string;
}) {
  if (!products.length) return null;
  return (
    <section className={css.shelf} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
