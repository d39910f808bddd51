import { useActionData } from "react-router";

/** What a page's action answers a refused form with: its message and what was typed. */
export interface FormRefusal {
  form:
    | "newsletter"
    | "contact"
    | "cmsForm"
    | "availability"
    | "template"
    | "navigation"
    | "eproductDelivery"
    | "eproductCodes"
    | "eproductUpload"
    | "deliveryMethod"
    | "deliveryMethodNew"
    | "deliveryBranch"
    | "deliveryBranchAdd"
    | "siteOptions"
    | "checkoutSettings"
    | "orderShipment";
  /** A translation key. */
  error: string;
  values: Record<string, string | string[]>;
  /** Translation keys of the fields that need another answer, by field name (CMS-defined forms). */
  fields?: Record<string, string>;
  /** The consents' message (a translation key): said under each required box left unticked. */
  consents?: string;
}

/** The refusal the page's action answered, when it was of this form. */
export function useRefusal(form: FormRefusal["form"]) {
  const answer = useActionData<{ formRefusal?: FormRefusal } | undefined>();
  return answer?.formRefusal?.form === form ? answer.formRefusal : null;
}

/** What was typed in a field of a refused form, if it was one field's text. */
export const typed = (values: FormRefusal["values"] | undefined, name: string) => {
  const value = values?.[name];
  return typeof value === "string" ? value : undefined;
};
