/** The profile's "Delete my account" form (decision 0078): the field the form asked for (password,
 * or the e-mail address of an account without one) and the checkbox are required. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { deleteAccountMessages, deleteAccountSchema } from "~/lib/forms/account-delete";
import { formMessages } from "~/lib/forms/messages";
import { profileFormSchema } from "~/lib/forms/profile";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the delete-account form", () => {
  it("needs the password when it asks for one, and the second yes", () => {
    const refused = parseWithZod(form({ proof: "password", email: "ana@example.com" }), {
      schema: deleteAccountSchema,
    });
    expect(refused.status).toBe("error");
    expect(refused.status === "error" && refused.error).toMatchObject({
      password: [formMessages.required],
      confirm: [deleteAccountMessages.confirmRequired],
    });
    const ok = parseWithZod(form({ proof: "password", password: "secret-pass-1", confirm: "on" }), {
      schema: deleteAccountSchema,
    });
    expect(ok.status).toBe("success");
  });

  it("needs the e-mail address for an account without a password, also among the profile's forms", () => {
    const refused = parseWithZod(form({ intent: "delete-account", proof: "email", confirm: "on" }), {
      schema: profileFormSchema,
    });
    expect(refused.status === "error" && refused.error).toMatchObject({ email: [formMessages.required] });
    const ok = parseWithZod(
      form({ intent: "delete-account", proof: "email", email: " ana@example.com ", confirm: "on" }),
      { schema: profileFormSchema },
    );
    expect(ok.status === "success" && ok.value).toMatchObject({ intent: "delete-account", email: "ana@example.com" });
  });
});
