/**
 * A bare React Router page shaped like a storefront category page: a header of 40 links, a filter
 * sidebar of 60 checkboxes, 12 product cards, a pager and a footer of 24 links, from constants
 * built once (no data work). About 52 KB of HTML, 28 KB of it loader data as the document carries
 * it (the loader returns some fields the page does not render, as loaders do). The bench's floor: what
 * this machine does with React Router and React alone for a page of that shape.
 */
import { useLoaderData } from "react-router";

const words = [
  "linen",
  "oak",
  "ceramic",
  "wool",
  "steel",
  "cotton",
  "walnut",
  "glass",
  "copper",
  "bamboo",
  "cork",
  "jute",
];
const colours = [
  "forest green",
  "navy blue",
  "sand",
  "charcoal",
  "terracotta",
  "ivory",
  "mustard",
  "sky blue",
  "plum",
  "olive",
];
const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const header = Array.from({ length: 40 }, (_, i) => {
  const label = `${title(words[i % words.length]!)} ${["living", "kitchen", "garden", "outdoor", "bath"][i % 5]} ${i + 1}`;
  return {
    label,
    href: `/shop/${label.toLowerCase().replace(/\s+/g, "-")}`,
    title: `All ${label.toLowerCase()} products`,
  };
});

const facets = ["colour", "material", "size", "pattern", "brand", "room"].map((code, f) => ({
  code,
  label: title(code),
  values: Array.from({ length: 10 }, (_, v) => {
    const label =
      code === "colour" ? title(colours[v]!) : `${title(code)} ${title(words[(v + f) % words.length]!)} ${v + 1}`;
    const value = label.toLowerCase().replace(/\s+/g, "-");
    return {
      value,
      label,
      count: 40 + ((v * 37 + f * 11) % 900),
      checked: v === f % 3,
      href: `/shop/home-living?${code}=${value}`,
    };
  }),
}));

const products = Array.from({ length: 12 }, (_, i) => {
  const name = `${title(colours[i % colours.length]!)} ${words[i % words.length]} ${["throw", "mug", "lamp", "basket", "cushion", "vase"][i % 6]} no. ${1000 + i * 7}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const base = `/media/demo/${200 + i}`;
  return {
    id: 5000 + i,
    slug,
    name,
    url: `/product/${slug}`,
    category: { name: title(words[(i + 3) % words.length]!), url: `/shop/${words[(i + 3) % words.length]}` },
    image: {
      src: `${base}/MediumSize/${slug}.webp`,
      srcSet: ["SmallSize 320w", "MediumSize 640w", "LargeSize 1024w"]
        .map((size) => `${base}/${size.split(" ")[0]}/${slug}.webp ${size.split(" ")[1]}`)
        .join(", "),
      alt: `${name}, photographed on a plain background`,
      width: 640,
      height: 640,
    },
    finalPrice: 1990 + i * 350,
    retailPrice: i % 3 === 0 ? 2490 + i * 350 : 1990 + i * 350,
    discountPercent: i % 3 === 0 ? 20 : 0,
    currency: "EUR",
    inStock: i % 5 !== 4,
    badges: i % 4 === 0 ? ["New", "Member price"] : ["Bestseller"],
    summary: `A ${colours[(i + 2) % colours.length]} ${words[(i + 5) % words.length]} piece made in small batches, with a ${words[(i + 7) % words.length]} finish and a two-year guarantee.`,
    attributes: ["colour", "material", "size"].map((code, k) => ({
      code,
      label: title(code),
      value: `${title(words[(i + k) % words.length]!)} ${k + i}`,
    })),
  };
});

const footer = Array.from({ length: 24 }, (_, i) => {
  const label = `${["About", "Help", "Delivery", "Returns", "Stores", "Careers"][i % 6]} ${title(words[i % words.length]!)} ${i + 1}`;
  return { label, href: `/${label.toLowerCase().replace(/\s+/g, "-")}` };
});

const DATA = {
  header,
  facets,
  products,
  pager: {
    page: 3,
    totalPages: 24,
    totalRecords: 287,
    sort: "priceAsc",
    sorts: ["newest", "priceAsc", "priceDesc", "nameAsc"],
  },
  footer,
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Shop", href: "/shop" },
    { label: "Home & living", href: "/shop/home-living" },
  ],
};

export function loader() {
  return DATA;
}

export function meta() {
  return [
    { title: "Home & living – Floor" },
    { name: "description", content: "The bench's bare storefront-shaped page." },
  ];
}

const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

export default function Shop() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <header className="site-header">
        <a className="logo" href="/">
          Floor
        </a>
        <nav aria-label="Main">
          <ul className="menu">
            {data.header.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="shop">
        <nav aria-label="Breadcrumbs">
          <ol>
            {data.breadcrumbs.map((crumb) => (
              <li key={crumb.href}>
                <a href={crumb.href}>{crumb.label}</a>
              </li>
            ))}
          </ol>
        </nav>
        <h1>Home &amp; living</h1>
        <form className="filters" method="get">
          {data.facets.map((facet) => (
            <fieldset key={facet.code}>
              <legend>{facet.label}</legend>
              {facet.values.map((value) => (
                <label key={value.value}>
                  <input type="checkbox" name={facet.code} value={value.value} defaultChecked={value.checked} />
                  {value.label} ({value.count})
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit">Show products</button>
        </form>
        <ul className="cards">
          {data.products.map((product) => (
            <li key={product.id} className="card">
              <a href={product.url}>
                <img
                  src={product.image.src}
                  srcSet={product.image.srcSet}
                  sizes="(min-width: 1100px) 25vw, 50vw"
                  alt={product.image.alt}
                  width={product.image.width}
                  height={product.image.height}
                  loading="lazy"
                />
                <h2>{product.name}</h2>
              </a>
              <a className="category" href={product.category.url}>
                {product.category.name}
              </a>
              <p className="price">
                <strong>{euro(product.finalPrice)}</strong>
                {product.discountPercent ? <s>{euro(product.retailPrice)}</s> : null}
                {product.discountPercent ? <span className="discount">-{product.discountPercent}%</span> : null}
              </p>
              <ul className="badges">
                {product.badges.map((badge) => (
                  <li key={badge}>{badge}</li>
                ))}
              </ul>
              <p className={product.inStock ? "stock" : "stock out"}>{product.inStock ? "In stock" : "Out of stock"}</p>
            </li>
          ))}
        </ul>
        <nav aria-label="Pages" className="pager">
          <a href={`?page=${data.pager.page - 1}`}>Previous</a>
          {Array.from({ length: 7 }, (_, i) => i + 1).map((page) => (
            <a key={page} href={`?page=${page}`} aria-current={page === data.pager.page ? "page" : undefined}>
              {page}
            </a>
          ))}
          <span>of {data.pager.totalPages}</span>
          <a href={`?page=${data.pager.page + 1}`}>Next</a>
        </nav>
      </main>
      <footer className="site-footer">
        <ul>
          {data.footer.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
        <p>© Floor. All rights reserved.</p>
      </footer>
    </>
  );
}
