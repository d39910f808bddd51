/**
 * The storefront's download answer (decision 0049): the buyer's file is private whatever the
 * platform's answer says (a proxy in split mode may drop its headers), so no cache keeps it.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { platformDownload } from "~/.server/downloads";
import { hostContext } from "~/.server/host";

function contextAnswering(answer: Response) {
  const context = new RouterContextProvider();
  context.set(hostContext, { platform: { fetch: () => Promise.resolve(answer) } } as never);
  return context;
}

describe("platformDownload", () => {
  it("answers the file private and not stored, even when the platform's answer says otherwise", async () => {
    for (const cacheControl of [null, "public, max-age=3600"]) {
      const headers = new Headers({ "Content-Type": "application/pdf", "Content-Disposition": "attachment" });
      if (cacheControl) headers.set("Cache-Control", cacheControl);
      const answer = await platformDownload(
        contextAnswering(new Response("%PDF-1.4", { status: 200, headers })),
        1,
        new URLSearchParams("expires=1&signature=x"),
      );
      expect(answer).toBeInstanceOf(Response);
      const file = answer as Response;
      expect(file.headers.get("cache-control")).toBe("private, no-store");
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(await file.text()).toBe("%PDF-1.4");
    }
  });
});
