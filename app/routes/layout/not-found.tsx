import { data } from "react-router";

/** Every URL that no route matches: the error layout with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
