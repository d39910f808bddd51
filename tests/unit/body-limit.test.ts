import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readBodyWithin, type BufferedRequest } from "#server/http/node";
import { postBody } from "../support/post-body";

const MB = 1024 * 1024;
const LIMIT = MB;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * A server that refuses bodies over LIMIT and takes `answerAfterMs` to answer, as a rendered error
 * page takes under load.
 */
function refusingServer(answerAfterMs: number): Promise<string> {
  server = createServer((req, res) => {
    void readBodyWithin(req as BufferedRequest, res, LIMIT).then((within) =>
      setTimeout(() => res.writeHead(within ? 200 : 413).end(), answerAfterMs),
    );
  });
  return new Promise((resolve) =>
    server!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`)),
  );
}

describe("a refused body", () => {
  it("is not read on while its answer is being made, however long that takes", async () => {
    const url = await refusingServer(400);
    const result = await postBody(url, { type: "application/octet-stream", total: 200 * MB, chunked: true });
    expect(result.status).toBe(413);
    // The limit, plus what the sockets' buffers hold while the server waits: never the whole body.
    expect(result.sent).toBeLessThan(LIMIT + 16 * MB);
  });

  it("is thrown away after the answer, so the client reads the answer whole", async () => {
    const url = await refusingServer(0);
    const result = await postBody(url, { type: "application/octet-stream", total: 8 * MB, chunked: true });
    expect(result.status).toBe(413);
  });

  it("within the limit is read whole", async () => {
    const url = await refusingServer(0);
    const result = await postBody(url, { type: "application/octet-stream", total: LIMIT / 2, chunked: true });
    expect(result).toEqual({ status: 200, body: "", sent: LIMIT / 2 });
  });
});
