// Issue 19 §1: `npm run site` as a child process, in its three situations — through a running
// server that owns the embedded database (its hand-over file), on the database directly
// (PostgreSQL with DATABASE_URL, or PGlite with no server), and refused while another command
// holds the embedded database — plus its help and its exit codes.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  claimHandOver,
  HandOverRefused,
  handOverPath,
  newHandOverToken,
  readHandOver,
  releaseHandOver,
  takeEmbeddedDatabase,
  updateHandOver,
} from "../../src/server/cli/hand-over";
import { createPlatformApp } from "../../src/server/modules/platform/app";
import { platformDepsOf } from "../support/platform-deps";
import { createTestPlatform, root, type TestPlatform } from "../support/test-platform";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run site -- …` as the README says, without npm's own lines. */
function site(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli/site.ts", ...args], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: "",
        PLATFORM_HOST: "platform.localhost",
        PLATFORM_OPERATOR_EMAIL: "",
        PLATFORM_OPERATOR_PASSWORD: "",
        ...env,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A process that lives until killed: it stands for another command holding the database. */
function sleeper(): ChildProcess {
  return spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
}
const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

const unique = () => Math.random().toString(36).slice(2, 8);
const temporaryDirs: string[] = [];
const temporary = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vinisite-cli-"));
  temporaryDirs.push(dir);
  return dir;
};

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ mode: "development" });
});
afterAll(async () => {
  await platform?.close();
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

describe("npm run site: help and usage", () => {
  it("prints its help with exit code 0, and a wrong command line with exit code 2", async () => {
    const help = await site(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage : npm run site -- <commande>");
    const create = await site(["create", "--help"]);
    expect(create.code).toBe(0);
    expect(create.stdout).toContain("--owner <e-mail>");
    for (const args of [
      [],
      ["frobnicate"],
      ["show", "abc"],
      ["create", "--bogus"],
      ["domain", "move", "3", "x.fr"],
      ["user", "remove", "3", "x@example.fr"],
    ]) {
      const run = await site(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr, args.join(" ")).toContain("Usage");
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describe("npm run site: through the running server", () => {
  let server: ServerType;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = temporary();
    const token = newHandOverToken();
    expect(claimHandOver(dataDir, { role: "server", port: null, token })).toEqual({ ok: true });
    const app = createPlatformApp(
      platformDepsOf(platform, { dataDir, mediaDir: path.join(dataDir, "media"), operatorApiToken: token }),
    );
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
    });
    updateHandOver(dataDir, { port });
  });
  afterAll(() => {
    server?.close();
    releaseHandOver(dataDir);
  });

  it("creates and acts on a site in the server's database; refusals exit 1 in French, without a stack", async () => {
    const tag = unique();
    const host = `cli-${tag}.localhost`;
    const created = await site(
      ["create", "--name", `Clos ${tag}`, "--owner", `o-${tag}@example.fr`, "--host", host, "--winemaker"],
      { DATA_DIR: dataDir },
    );
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("/password/reset/");
    // the server's own registry knows it: the command went through the server
    const record = platform.sites.byHost(host);
    expect(record?.name).toBe(`Clos ${tag}`);
    const id = String(record?.id);

    const suspended = await site(["suspend", id, "--reason", "essai"], { DATA_DIR: dataDir });
    expect(suspended.code).toBe(0);
    expect(platform.sites.byId(Number(id))?.suspendedAt).not.toBeNull();

    const taken = await site(["domain", "add", id, "domaine.localhost"], { DATA_DIR: dataDir });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("appartient déjà à un autre site");
    expect(taken.stderr).not.toMatch(/\n\s+at /);

    // an owner's second factor to reset (decision 132): this account has none, said in French
    const noFactor = await site(["user", "reset-2fa", id, `o-${tag}@example.fr`], { DATA_DIR: dataDir });
    expect(noFactor.code).toBe(1);
    expect(noFactor.stderr).toContain("n’a de double authentification");

    const list = await site(["list", "--json"], { DATA_DIR: dataDir });
    expect(list.code).toBe(0);
    const sites = JSON.parse(list.stdout) as { id: number; suspendedAt: string | null }[];
    expect(sites.find((s) => s.id === Number(id))?.suspendedAt).not.toBeNull();

    const audit = await site(["audit", "--site", id], { DATA_DIR: dataDir });
    expect(audit.stdout).toMatch(/cli:\S+\s+site\.suspend/);
  });
});

describe("npm run site: the embedded database's single owner", () => {
  it("is refused while another command holds it, and the server is refused too; a dead holder is taken over", async () => {
    const dataDir = temporary();
    const other = sleeper();
    mkdirSync(path.dirname(handOverPath(dataDir)), { recursive: true });
    const held = {
      pid: other.pid,
      role: "cli",
      port: null,
      token: null,
      startedAt: new Date().toISOString(),
    };
    writeFileSync(handOverPath(dataDir), JSON.stringify(held), { mode: 0o600 });

    const refused = await site(["list"], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Une autre commande");
    expect(() => takeEmbeddedDatabase({ dataDir })).toThrow(HandOverRefused);

    await stopped(other);
    const taken = takeEmbeddedDatabase({ dataDir });
    expect(taken.token).toMatch(/^[\w-]{43}$/);
    expect(readHandOver(dataDir)).toMatchObject({ pid: process.pid, role: "server", port: null });
    expect(statSync(handOverPath(dataDir)).mode & 0o777).toBe(0o600);
    taken.listening(4321);
    expect(readHandOver(dataDir)?.port).toBe(4321);
    taken.release();
    expect(existsSync(handOverPath(dataDir))).toBe(false);
  });
});

describe("npm run site: on the database directly", () => {
  it("acts with no server: on PostgreSQL (DATABASE_URL), or on PGlite under the hand-over lock", async () => {
    const tag = unique();
    const host = `direct-${tag}.localhost`;
    const dataDir = temporary();
    const env: Record<string, string> =
      platform.db.kind === "postgres" && platform.db.url
        ? { DATA_DIR: dataDir, DATABASE_URL: platform.db.url }
        : { DATA_DIR: dataDir };
    const created = await site(
      ["create", "--name", `Direct ${tag}`, "--owner", `d-${tag}@example.fr`, "--host", host],
      env,
    );
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const id = /#(\d+) Direct/.exec(created.stdout)?.[1];
    expect(id).toBeDefined();
    const opened = await site(["open", String(id)], env);
    expect(opened.code).toBe(0);
    expect(opened.stdout).toContain("ouvert");
    const shown = await site(["show", String(id)], env);
    expect(shown.stdout).toContain(`${host} (dev, canonique)`);
    // the lock is given back once the command ends
    expect(existsSync(handOverPath(dataDir))).toBe(false);
    if (platform.db.kind === "postgres") {
      // the same database as the running platform: it sees the site once it reloads
      await platform.sites.reload();
      expect(platform.sites.byHost(host)?.isBuilding).toBe(false);
    }
  }, 240_000);
});
