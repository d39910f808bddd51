import { randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { log } from "#server/log";
import { config } from "./.server/config";
import { localeContext } from "./.server/context";
import { interfaceLocaleContext } from "./.server/interface-language";
import { contentSecurityPolicy } from "./.server/csp";
import { hostContext } from "./.server/host";
import { documentTranslations, serverTranslations } from "./.server/i18n";
import { routeNamespaces, setTranslationSource } from "./lib/i18n";
import { NonceProvider } from "./lib/nonce";
import { lowerModulePreloads } from "./.server/script-priority";
import { siteCodeContext, siteCodeSources } from "./.server/site-code";
import { withNonce } from "./lib/site-code";

setTranslationSource(serverTranslations);

/** The host builds each request's load context with this (server.ts). */
export { createLoadContext } from "./.server/host";
/** The host asks this which copy of a page a visitor with a cart or a cookie choice may get from its page cache. */
export { pageVariant } from "./.server/page-variant";

export const streamTimeout = 5_000;

/**
 * How long a document waits, once its shell is rendered, for the data its loaders deferred (the
 * header's cart count, cross-sells). What settles in time is written in place, readable without
 * JavaScript; what is slower streams in after the shell, for pages with JavaScript. In-process
 * platform reads settle in a few milliseconds, so this is rarely waited out (decision 0013).
 */
const DEFERRED_INLINE_MS = 50;

/**
 * React's writes gathered into one chunk per flush. React writes a document in many small pieces
 * (4 KB views and every longer string) and calls `flush()` after each batch, as it would on a
 * compression stream; each piece would otherwise cost its own trip through the web stream, the
 * host's writer, compression and a socket write. The batches keep streaming's timing: the shell is
 * one, each boundary that resolves later is another.
 */
class FlushBatches extends Transform {
  private pending: Buffer[] = [];
  private shellWritten = false;
  private footer: Buffer | null;
  private head: Buffer | null;

  /** `code`: the site's pasted code (CustomHeader, CustomFooter), written before </head> and </body>. */
  constructor(code: { head: string; footer: string } | null = null) {
    // The document's batches are mostly above the default 16 KB: written whole, not one after a drain.
    super({ writableHighWaterMark: 256 * 1024 });
    this.head = code?.head ? Buffer.from(code.head) : null;
    this.footer = code?.footer ? Buffer.from(code.footer) : null;
  }

  /** The batch with `code` before the first (or last) `tag`, or as it is without the tag. */
  private static inserted(batch: Buffer, tag: string, code: Buffer, last: boolean): Buffer | null {
    const at = last ? batch.lastIndexOf(tag) : batch.indexOf(tag);
    return at === -1 ? null : Buffer.concat([batch.subarray(0, at), code, batch.subarray(at)]);
  }

  private withCode(batch: Buffer): Buffer {
    if (this.head) {
      const done = FlushBatches.inserted(batch, "</head>", this.head, false);
      if (done) [batch, this.head] = [done, null];
    }
    if (this.footer) {
      const done = FlushBatches.inserted(batch, "</body>", this.footer, true);
      if (done) [batch, this.footer] = [done, null];
    }
    return batch;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    done();
  }

  flush() {
    if (!this.pending.length) return;
    const batch = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    // The first batch is the shell, the only one with a head.
    if (this.shellWritten) this.push(this.withCode(batch));
    else {
      this.shellWritten = true;
      this.push(this.withCode(lowerModulePreloads(batch)));
    }
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}

/** The translations scripts written so far, by locale and namespaces: the strings never change while
 * the server runs, and the routes declare a few combinations of namespaces. */
const translationsScripts = new Map<string, string>();

/**
 * The strings the page renders, for the browser's translator (app/lib/browser-translations.ts): the
 * namespaces its matched routes declare for their loaders' data, as a script before the client's modules run. `<` is
 * escaped so that no string can close the script.
 */
function translationsScript(routerContext: EntryContext, loadContext: RouterContextProvider): string {
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const namespaces = routeNamespaces(
    matches.map(({ route }) => ({
      handle: routerContext.routeModules[route.id]?.handle,
      loaderData: loaderData[route.id],
    })),
  );
  const locale = loadContext.get(localeContext);
  // A back-office user's own interface language: the page's namespaces in it too (decision 0060).
  const chosen = loadContext.get(interfaceLocaleContext);
  const ui = chosen && chosen !== locale ? chosen : undefined;
  const key = `${locale}|${ui ?? ""}|${namespaces.join(",")}`;
  let script = translationsScripts.get(key);
  if (script === undefined) {
    const json = JSON.stringify(documentTranslations(locale, namespaces, ui));
    translationsScripts.set(key, (script = `window.__translations=${json.replace(/</g, "\\u003c")}`));
  }
  return script;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const nonce = randomBytes(16).toString("base64");
  // A shopper page's analytics and pasted code (null elsewhere: the back office, edit mode).
  const siteCode = loadContext.get(siteCodeContext);
  if (config.isProduction)
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy(
        nonce,
        loadContext.get(hostContext).paymentFormOrigins ?? [],
        siteCode ? siteCodeSources(siteCode) : undefined,
      ),
    );
  const pastedCode = siteCode && {
    head: withNonce(siteCode.head, nonce),
    footer: withNonce(siteCode.footer, nonce),
  };
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let started = false;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    // Crawlers get the whole document at once; others the shell with what is ready within DEFERRED_INLINE_MS.
    const wholeDocument = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    const start = () => {
      if (started) return;
      started = true;
      clearTimeout(waiting);
      const body = new FlushBatches(pastedCode);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        bootstrapScriptContent: translationsScript(routerContext, loadContext),
        // A finished boundary is always written in place: React would otherwise move a large one (the
        // cross-sells) to the end of the document behind a script, which pages without JavaScript never run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
          if (!wholeDocument) waiting = setTimeout(start, DEFERRED_INLINE_MS);
        },
        onAllReady() {
          shellRendered = true;
          start();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render failed", { err: error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname.slice(0, 300) };
  // A 404 or a 405 (a POST to a page without a form) is an answer, not a fault.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info("request refused", { status: error.status, reason: error.statusText, ...where });
    return;
  }
  log.error("request failed", { err: error instanceof Error ? error : new Error(String(error)), ...where });
};
