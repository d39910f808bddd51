import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { loginSchema } from "~/lib/forms/account";
import { localeContext } from "../context";
import { clientIpOf } from "../host";
import { createPlatformClient, isPlatformError } from "../platform";
import { loginAuthenticator, type LoginResult } from "./authenticator";
import { errorMessageKey } from "./errors";
import { checkHoneypot } from "./honeypot";

function parseLogin(formData: FormData) {
  return parseWithZod(formData, { schema: loginSchema });
}
type LoginSubmission = ReturnType<typeof parseLogin>;

/** The login form's answer when it is shown again: the form error, the password never echoed. */
export function loginFailure(submission: LoginSubmission, formError: string | null, status: number) {
  return data(
    { result: submission.reply({ ...(formError ? { formErrors: [formError] } : {}), hideFields: ["password"] }) },
    { status },
  );
}

/**
 * The login form's action logic, shared by /login and /adminLogin: honeypot, validation, then the
 * platform's login. It signs nobody in: the caller decides (signIn) once it accepts the user.
 */
export async function attemptLogin(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<
  | { ok: true; login: LoginResult; submission: LoginSubmission; redirectTo: string | undefined }
  | { ok: false; response: ReturnType<typeof loginFailure> }
> {
  const formData = await request.clone().formData();
  checkHoneypot(formData);
  const submission = parseLogin(formData);
  if (submission.status !== "success") return { ok: false, response: loginFailure(submission, null, 400) };
  try {
    const platform = createPlatformClient(context, {
      locale: context.get(localeContext),
      clientIp: clientIpOf(context),
    });
    const login = await loginAuthenticator(platform).authenticate("form", request);
    return { ok: true, login, submission, redirectTo: submission.value.redirectTo };
  } catch (error) {
    return {
      ok: false,
      response: loginFailure(submission, errorMessageKey(error), isPlatformError(error, 429) ? 429 : 400),
    };
  }
}
