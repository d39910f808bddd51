import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The build goes to .tmp/bench-floor, outside this root: Vite empties it only when told to.
export default defineConfig({
  plugins: [reactRouter()],
  logLevel: "warn",
  build: { target: "es2022", emptyOutDir: true },
});
