import { createServer, type AddressInfo } from "node:net";

/** A TCP port no one listens on now, for a process a test starts itself. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}
