/**
 * Node's arguments for the production hosts, as `npm run serve` starts them (decision 0086): the
 * JavaScript `npm run build` bundled into build/host/, stack traces mapped to the TypeScript.
 */
export const storefrontHost = ["--enable-source-maps", "build/host/server.js"];
export const platformHost = ["--enable-source-maps", "build/host/platform.js"];
