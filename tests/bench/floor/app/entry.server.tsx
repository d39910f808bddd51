/** The floor's document: React's streaming render as the storefront's entry does it, without its CSP and nonce work. */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { RouterContextProvider, ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

/** The host hands every request its context (server/host/app.ts); the floor needs nothing from it. */
export function createLoadContext(): RouterContextProvider {
  return new RouterContextProvider();
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyEvent]() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError() {
        status = 500;
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
