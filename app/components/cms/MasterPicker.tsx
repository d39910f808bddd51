import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { choiceOnly } from "~/lib/unsaved-changes";
import { outlineButton } from "~/styles/button.css";
import * as css from "./edit.css";

/** A master component as the picker offers it. */
export interface MasterChoice {
  id: number;
  name: string;
  sectionType: string;
}

/**
 * The section manager's "choose master component" (spec section 2): a plain form posting
 * `addFromMaster` with the chosen `masterId` and the version the editor saw; the page's edit action
 * appends the master's section (app/.server/masters.ts). Nothing shows when the site has none.
 */
export function MasterPicker({ masters, version }: { masters: MasterChoice[]; version: number }) {
  const { t } = useTranslation();
  if (!masters.length) return null;
  return (
    <Form method="post" className={css.titleForm} data-testid="master-picker" {...choiceOnly}>
      <input type="hidden" name="intent" value="addFromMaster" />
      <input type="hidden" name="version" value={version} />
      <label htmlFor="edit-add-master" className={css.label}>
        {t("editor.masterPicker.label")}
      </label>
      <select id="edit-add-master" name="masterId" className={css.input}>
        {masters.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} ({t(`editor.sectionTypes.${m.sectionType}`)})
          </option>
        ))}
      </select>
      <button type="submit" className={outlineButton}>
        {t("editor.masterPicker.add")}
      </button>
    </Form>
  );
}
