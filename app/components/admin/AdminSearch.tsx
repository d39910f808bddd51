import { Form } from "react-router";
import * as formCss from "~/components/forms/forms.css";
import { FieldFrame } from "~/components/forms/FieldFrame";
import { outlineButton } from "~/styles/button.css";
import * as css from "./admin.css";

/**
 * A back-office list's search above it: a GET form (the search lands in the page's address, so it
 * works without JavaScript and a page of results can be linked), its field shown with what was asked.
 */
export function AdminSearch({
  id,
  name,
  label,
  button,
  value,
  testId,
}: {
  id: string;
  /** The query parameter the page's loader reads. */
  name: string;
  label: string;
  button: string;
  value: string;
  testId: string;
}) {
  return (
    <Form method="get" role="search" className={`${css.inlineForm} ${css.filter}`} data-testid={testId}>
      <FieldFrame id={id} label={label}>
        <input id={id} type="search" name={name} defaultValue={value} key={value} className={formCss.input} />
      </FieldFrame>
      <div>
        <button type="submit" className={outlineButton}>
          {button}
        </button>
      </div>
    </Form>
  );
}
