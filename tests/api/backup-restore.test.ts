/**
 * Backup and restore (docs/operations.md, "Backups"): `npm run backup` while a host serves, then
 * data changed and destroyed, then `npm run restore`, and a host on the restored database answers
 * what was there at the backup. On SQLite the restore replaces the database file in place (hosts
 * stopped); on PostgreSQL it restores into a fresh database the test creates. The commands and the
 * host are real processes, so this runs once (in the HTTP project of the API suite).
 */
process.env.PLATFORM_SECRET ??= "backup-restore-test-platform-secret-32ch";

import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, cms, media } from "#server/contract";
import { startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { startHost, statusOf, type Host } from "../support/platform-process";
import { PASSWORD, backOfficeUser, registerUser, signedInUser } from "./accounts-fixture";
import { cli, newPostgresTarget, type Target } from "./backup-fixture";

const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

describe.skipIf(transport !== "http")("backup and restore", () => {
  let t: TestPlatform;
  let host: Host | undefined;
  let folder: string;
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    t = await startTestPlatform();
    folder = join(await mkdtemp(join(tmpdir(), "storefront-backup-")), "backup");
    cleanup.push(() => rm(join(folder, ".."), { recursive: true, force: true }));
  });
  afterAll(async () => {
    await host?.stop();
    for (const step of cleanup.reverse()) await step();
    await t?.close();
  });

  it("a backup taken while a host serves restores the shop as it was", async () => {
    // What the backup must keep: a customer, a content edit, an uploaded image.
    const customer = await signedInUser(t);
    const editor = await backOfficeUser(t);
    const keptText = `© ${Date.now()} kept by the backup`;
    await t.call(cms.optionSave, { key: "CopyrightText", value: keptText, language: "en" }, editor.headers);
    const picture = await sharp({ create: { width: 90, height: 60, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const {
      records: [image],
    } = await t.call(
      media.upload,
      { files: [{ field: "file", file: new File([new Uint8Array(picture)], "kept.png", { type: "image/png" }) }] },
      editor.headers,
    );

    host = await startHost(t);
    const backup = await cli(t, "backup", folder);
    expect(backup).toMatchObject({ code: 0 });
    const manifest = JSON.parse(await readFile(join(folder, "backup.json"), "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({ database: postgres ? "postgres" : "sqlite", media: true });

    // After the backup: another customer, the edit overwritten, the image's files deleted.
    const later = await registerUser(t);
    await host.call(
      cms.optionSave,
      { key: "CopyrightText", value: "changed later", language: "en" },
      editor.tokens.accessToken,
    );
    await rm(join(t.dataDir, "media"), { recursive: true, force: true });

    // Never over a database in use.
    const refused = await cli(t, "restore", folder);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(postgres ? /other connection\(s\) use the database/ : /is in use: stop every host/);

    let target: Target = t;
    await host.stop();
    if (postgres) {
      target = await newPostgresTarget(t.databaseUrl, cleanup);
    } else {
      // In place: no process may hold the file, this test's own platform included.
      await t.platform.close();
    }
    const restored = await cli(target, "restore", folder);
    expect(restored).toMatchObject({ code: 0 });

    host = await startHost(target);
    expect((await host.call(accounts.login, { username: customer.email, password: PASSWORD })).user.id).toBe(
      customer.user.id,
    );
    expect(await statusOf(host.call(accounts.login, { username: later.email, password: PASSWORD }))).toBe(401);
    const options = await host.call(cms.optionFilter, { keys: ["CopyrightText"] });
    expect(options.find((o) => o.key === "CopyrightText")?.value).toBe(keptText);
    // The original is back; its size is made again from it.
    const size = await fetch(`${host.origin}${image!.baseUrl}/ThumbnailSize/${image!.name}.webp`);
    expect(size.status).toBe(200);
    expect((await sharp(Buffer.from(await size.arrayBuffer())).metadata()).format).toBe("webp");
  }, 300_000);
});
