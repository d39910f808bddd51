import { Icon, type IconProps } from "../ui/icons";

/** Account icons, from the same sprite as app/components/ui/icons.tsx. */
export const UserIcon = (p: IconProps) => <Icon name="user" {...p} />;

export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon name={filled ? "heart-filled" : "heart-outline"} {...p} />
);
