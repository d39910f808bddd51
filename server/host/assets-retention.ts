/**
 * The browser files of earlier releases, still served after a deploy (docs/decisions/0035): a page
 * rendered by the previous build keeps asking for that build's chunks and stylesheets, which the
 * new build no longer has. At start, the host copies its build's `assets` into a release folder of
 * the store (RETAINED_ASSETS_DIR), and drops every release replaced more than
 * ASSET_RETENTION_HOURS ago; an asset the current build lacks is then looked up in the retained
 * releases, newest first. Asset names carry their content's hash, so an old file served under its
 * own name can never stand in for a different one.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import type { RequestHandler } from "express";
import { log } from "../log";
import { immutableAssets } from "./static-assets";

export interface Retention {
  /** The store: one folder per release, named by the build's manifest version. */
  dir: string;
  /** How long a release's files stay once a newer release has started. */
  hours: number;
}

/** A release folder, and when it started as the newest (its folder's modification time). */
interface Release {
  name: string;
  started: number;
}

function releasesIn(dir: string): Release[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, started: statSync(join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.started - a.started);
}

/**
 * Copies this release's assets into the store (each file under a temporary name, then renamed:
 * the workers of a cluster, or hosts sharing the store, may start together) and drops the releases
 * replaced longer ago than the retention. A release is replaced when a release that is not the
 * newest starts (a deploy, or a rollback to an older one); restarting the newest changes nothing.
 */
export function retainRelease(assetsDir: string, release: string, retention: Retention, now = Date.now()): void {
  mkdirSync(retention.dir, { recursive: true });
  const newest = releasesIn(retention.dir)[0];
  const started = newest?.name === release ? newest.started : now;
  const target = join(retention.dir, release);
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(assetsDir)) {
    if (existsSync(join(target, name))) continue;
    const partial = join(target, `.${name}.${process.pid}`);
    copyFileSync(join(assetsDir, name), partial);
    renameSync(partial, join(target, name));
  }
  // Copying touched the folder: its time is the release's start.
  utimesSync(target, started / 1000, started / 1000);
  const releases = releasesIn(retention.dir);
  releases.forEach((old, i) => {
    const replaced = releases[i - 1]?.started;
    if (old.name !== release && replaced !== undefined && now - replaced > retention.hours * 3_600_000)
      rmSync(join(retention.dir, old.name), { recursive: true, force: true });
  });
}

/**
 * The `/assets` files of the retained releases other than `current`, newest first, with the
 * current build's immutable headers; what none has falls through. The store is listed again for
 * each such request, as hosts sharing it add and drop releases: only old pages ask for these files.
 */
export function retainedAssets(current: string, retention: Retention): RequestHandler {
  const servers = new Map<string, RequestHandler>();
  const serverOf = (name: string) => {
    let server = servers.get(name);
    if (!server) {
      server = immutableAssets(join(retention.dir, name));
      servers.set(name, server);
    }
    return server;
  };
  return (req, res, next) => {
    let releases: Release[];
    try {
      releases = releasesIn(retention.dir).filter((r) => r.name !== current);
    } catch {
      return next();
    }
    const tryFrom = (i: number): void => {
      if (i === releases.length) return next();
      serverOf(releases[i]!.name)(req, res, (err?: unknown) => (err ? next(err) : tryFrom(i + 1)));
    };
    tryFrom(0);
  };
}

/**
 * The door for the host: retains this release and answers for the earlier ones, or null when
 * retention is off (0 hours) or the store cannot be written (then only the current build's assets
 * are served, and the log says why).
 */
export function previousReleasesAssets(
  clientDir: string,
  release: string,
  retention: Retention,
): RequestHandler | null {
  if (retention.hours <= 0) return null;
  try {
    retainRelease(join(clientDir, "assets"), release, retention);
  } catch (err) {
    log.warn("earlier releases' assets are not retained", { dir: retention.dir, err });
    return null;
  }
  return retainedAssets(release, retention);
}
