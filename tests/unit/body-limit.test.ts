import { request, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readBodyWithin, type BufferedRequest } from "#server/http/node";

const MB = 1024 * 1024;
const LIMIT = MB;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * A server that refuses bodies over LIMIT and takes `answerAfterMs` to answer, as a rendered error
 * page takes under load.
 */
function refusingServer(answerAfterMs: number): Promise<number> {
  server = createServer((req, res) => {
    void readBodyWithin(req as BufferedRequest, res, LIMIT).then((within) =>
      setTimeout(() => res.writeHead(within ? 200 : 413).end(), answerAfterMs),
    );
  });
  return new Promise((resolve) =>
    server!.listen(0, "127.0.0.1", () => resolve((server!.address() as AddressInfo).port)),
  );
}

/** Sends up to `total` bytes chunked, stopping once the answer's head arrives; resolves what was sent. */
function sendChunked(port: number, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    let answered = false;
    const req = request(
      { port, host: "127.0.0.1", method: "POST", path: "/", headers: { "Transfer-Encoding": "chunked" } },
      (res) => {
        answered = true;
        res.resume();
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, sent });
          req.destroy();
        });
      },
    );
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("a refused body", () => {
  it("is not read on while its answer is being made, however long that takes", async () => {
    const port = await refusingServer(400);
    const result = await sendChunked(port, 200 * MB);
    expect(result.status).toBe(413);
    // The limit, plus what the sockets' buffers hold while the server waits: never the whole body.
    expect(result.sent).toBeLessThan(LIMIT + 16 * MB);
  });

  it("is thrown away after the answer, so the client reads the answer whole", async () => {
    const port = await refusingServer(0);
    const result = await sendChunked(port, 8 * MB);
    expect(result.status).toBe(413);
  });

  it("within the limit is read whole", async () => {
    const port = await refusingServer(0);
    const result = await sendChunked(port, LIMIT / 2);
    expect(result).toEqual({ status: 200, sent: LIMIT / 2 });
  });
});
