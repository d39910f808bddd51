import type { Config } from "@react-router/dev/config";
import project from "../../../react-router.config";

/** The bench's bare storefront-shaped page (../run.ts): built into .tmp/bench-floor with the project's future flags. */
export default {
  appDirectory: "app",
  buildDirectory: "../../../.tmp/bench-floor",
  ssr: true,
  future: project.future,
} satisfies Config;
