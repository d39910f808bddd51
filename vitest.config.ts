import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { mallocTuningEnv } from "./server/host/malloc";

// The test workers hash passwords as the hosts do: with glibc's heap tuned as the cluster's workers
// are (server/host/malloc.ts). Set before the pool starts them, which is when they read it.
Object.assign(process.env, mallocTuningEnv());
// Password hashes at 2^12 rather than 2^15: an eighth of the time for the hundreds of passwords the
// API tests hash and check (decision 0051). Production refuses a cost below 15.
process.env.PASSWORD_HASH_COST ??= "12";

/**
 * Unit tests once; the platform's API tests once through each of its transports
 * (tests/support/platform.ts): in process, as the storefront calls it in one process, and over
 * HTTP, as it does with API_URL. Both must give the same answers.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    // Vitest's default keeps a core for its main process: on CI's two cores it ran every file one
    // after another (358 s for the whole suite here, 214 s with two workers). Each file has a
    // database, ports and Redis prefix of its own, so files run side by side safely.
    maxWorkers: "100%",
    // A worker loads the platform's modules once for all the files it runs, not once per file
    // (decision 0044: 259 s to 175 s for the whole suite, 355 s to 275 s on PostgreSQL).
    // tests/support/file-isolation.ts puts back what a file changes in the environment.
    isolate: false,
    setupFiles: ["tests/support/file-isolation.ts"],
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        extends: true,
        test: { name: "api", include: ["tests/api/**/*.test.ts"], env: { PLATFORM_TRANSPORT: "in-process" } },
      },
      {
        extends: true,
        test: { name: "api-http", include: ["tests/api/**/*.test.ts"], env: { PLATFORM_TRANSPORT: "http" } },
      },
    ],
  },
});
