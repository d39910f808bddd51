/**
 * glibc's malloc maps a block above 32 MB afresh for each request and unmaps it when freed. A
 * password hash (scrypt, N = 2^15, r = 8) takes 32 MB, so every login, registration and password
 * change wrote to fresh memory, which a virtual machine may hand out slowly (3 s per GB on CI's
 * machines). With blocks up to 64 MB taken from the heap, the hash's block is used again: one hash
 * took 190-220 ms there and takes 100-115 ms (interleaved runs). The cost is up to one such block
 * kept per thread that hashes (libuv's pool: four).
 */
export const MALLOC_TUNING = "glibc.malloc.mmap_threshold=67108864";

/** What to add to the environment of a process this one starts: the tuning, unless the operator set tunables of their own. */
export function mallocTuningEnv(): Record<string, string> {
  return process.env.GLIBC_TUNABLES === undefined ? { GLIBC_TUNABLES: MALLOC_TUNING } : {};
}
