import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A local EDGE_PURGE_URL that records the JSON bodies it is sent (server/edge-purge). */
export async function startPurgeRecorder(): Promise<{
  url: string;
  calls: { method: string; body: { keys: string[] } }[];
  close(): Promise<void>;
}> {
  const calls: { method: string; body: { keys: string[] } }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      calls.push({ method: req.method!, body: JSON.parse(body) as { keys: string[] } });
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    calls,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
