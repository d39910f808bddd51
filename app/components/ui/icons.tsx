import sprite from "./icons.svg?no-inline";

/**
 * Small icons, decorative unless given a title. Their drawings are one cached file (icons.svg, a
 * sprite of <symbol>s); each icon refers to its symbol, so neither a page's JavaScript nor its HTML
 * repeats the paths (a product list shows a heart per card, the footer a dozen logos).
 */
export type IconProps = { size?: number; title?: string };

export function Icon({ name, size = 20, title }: IconProps & { name: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      fill="currentColor"
    >
      {title ? <title>{title}</title> : null}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const AppleIcon = (p: IconProps) => <Icon name="apple" {...p} />;
export const GooglePlayIcon = (p: IconProps) => <Icon name="google-play" {...p} />;
const networks = new Set(["facebook", "instagram", "linkedin", "youtube", "x"]);
export const SocialIcon = ({ network, ...p }: IconProps & { network: string }) => (
  <Icon name={`social-${networks.has(network) ? network : "x"}`} {...p} />
);
export const CartIcon = (p: IconProps) => <Icon name="cart" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
