/**
 * Test files share their worker's loaded modules (`isolate: false`, vitest.config.ts): loading the
 * platform again for every file was a third of the suite's time. So that no file sees another's
 * settings, whatever the order they run in, each file ends with the process's environment as it
 * was when the file began, and with the configuration and secrets read from it forgotten: the next
 * file sets its own variables as it loads, and they are read when first asked for.
 */
import { afterAll } from "vitest";
import { resetSecretsForTests } from "#server/secrets";

const environmentAtStart = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in environmentAtStart)) delete process.env[name];
  }
  Object.assign(process.env, environmentAtStart);
  resetSecretsForTests();
});
