// The deployment of DESIGN.md §10, started by the scale test itself: a PostgreSQL server of its own
// (so that the test may stop it), app processes of the compiled server (`npm start`'s, built by
// `npm run build`) and Debian's nginx running the shipped deploy/nginx/vinisite.conf in front.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
const isRoot = process.getuid?.() === 0;

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds, or fails after `timeoutMs` saying `what`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => path.join(base, v, "bin"))
    .find((dir) => existsSync(path.join(dir, "initdb")));
  if (!found)
    throw new Error("the scale test needs PostgreSQL's server programs: apt-get install postgresql");
  return found;
}

/** A PostgreSQL server in a temporary folder, on a free port: started, stopped and started again. */
export async function startPostgres() {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "vinisite-scale-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  // PostgreSQL refuses to run as root: as the postgres user, which owns the folder
  if (isRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const run = (program: string, args: string[]) =>
    execFileSync(
      isRoot ? "runuser" : path.join(bin, program),
      isRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args,
      {
        stdio: "pipe",
      },
    );
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** Stops the server at once: sessions are ended, connections refused until start(). */
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    close() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface AppProcess {
  port: number;
  child: ChildProcess;
  /** What the process wrote (its JSON log lines), for a failing test to show. */
  output: () => string;
}

/** One app process of `npm start` (the compiled server), behind nginx as the README says. */
export async function startApp(
  port: number,
  env: { databaseUrl: string; dataDir: string },
): Promise<AppProcess> {
  if (!existsSync(path.join(root, "build/app/main.js"))) {
    throw new Error("No server build: run `npm run build` first (npm test does).");
  }
  let output = "";
  const child = spawn(process.execPath, ["src/server/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      SKIP_BUILD: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: env.databaseUrl,
      DATA_DIR: env.dataDir,
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      WORKERS: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const app = { port, child, output: () => output };
  await waitFor(
    `the app process on port ${port}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`the app process on ${port} exited:\n${output}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/parameter`, { headers: { idSite: "2" } });
      return response.status === 200;
    },
    60_000,
  ).catch((err: Error) => {
    child.kill("SIGKILL");
    throw new Error(`${err.message}\n${output}`);
  });
  return app;
}

/** Stops an app process: SIGKILL (a crash) or SIGTERM (a graceful stop); resolves once it is gone. */
export function stopApp(app: AppProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    app.child.once("exit", () => resolve());
    app.child.kill(signal);
  });
}

/**
 * nginx with deploy/nginx/vinisite.conf as shipped: only its upstream servers, its listening port
 * and its `root` folders are replaced with this run's.
 */
export async function startNginx(appPorts: number[]) {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (!nginx) throw new Error("the scale test needs nginx: apt-get install nginx");
  const dir = mkdtempSync(path.join(tmpdir(), "vinisite-scale-nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const shipped = readFileSync(path.join(root, "deploy/nginx/vinisite.conf"), "utf8");
  const upstream = appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n");
  const site = shipped
    .replace(/(upstream vinisite_app \{\n)(?:\s*server [^\n]*\n)+/, `$1${upstream}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll("/srv/vinisite/build/client", path.join(root, "build/client"));
  if (!site.includes(`127.0.0.1:${appPorts[0]}`))
    throw new Error("deploy/nginx/vinisite.conf: no upstream block found");
  writeFileSync(path.join(dir, "vinisite.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // the test runs as root on CI: the workers too, so that they read the build where it is
      isRoot ? "user root;" : "",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/vinisite.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf")];
  execFileSync(nginx, [...args, "-t"], { stdio: "pipe" });
  const child = spawn(nginx, [...args, "-g", "daemon off;"], { stdio: "ignore" });
  await waitFor("nginx", async () => (await fetch(`http://127.0.0.1:${port}/assets/`)).status > 0, 10_000);
  return {
    url: `http://127.0.0.1:${port}`,
    errors: () =>
      existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "",
    async close() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGQUIT");
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
