import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { primaryButton } from "~/styles/button.css";
import * as support from "./support.css";

/**
 * A search of the site's posts or pages: a GET form to the search results (without JavaScript too),
 * the post type carried along. The support page's hero and the results page (to search again) use it.
 */
export function PostSearchForm({
  action,
  postType,
  id,
  label,
  keyword,
  className,
}: {
  action: string;
  postType: string;
  id: string;
  label: string;
  keyword?: string;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} className={className} role="search">
      <input type="hidden" name="posttype" value={postType} />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        // A new keyword (a search from this form) shows as typed, not as the first one.
        key={keyword}
        id={id}
        name="keyword"
        type="search"
        required
        maxLength={200}
        defaultValue={keyword}
        placeholder={t("blog.support.searchPlaceholder")}
        className={support.searchInput}
      />
      <button type="submit" className={primaryButton}>
        {t("blog.support.search")}
      </button>
    </Form>
  );
}
