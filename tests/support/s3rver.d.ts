/** The part of s3rver (a local S3-compatible server, devDependency) the tests use; it ships no types. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    /** 0: any free port. */
    port?: number;
    silent?: boolean;
    /** Where the buckets' files go. */
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
