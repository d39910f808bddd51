/** cookie-signature 1.2.2 ships no types. */
declare module "cookie-signature" {
  import type { KeyObject } from "node:crypto";
  type Secret = string | NodeJS.ArrayBufferView | KeyObject;
  const signature: {
    sign(value: string, secret: Secret): string;
    unsign(input: string, secret: Secret): string | false;
  };
  export default signature;
}
