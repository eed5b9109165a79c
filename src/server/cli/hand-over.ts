// The hand-over file DATA_DIR/platform/server.json (issue 19 §1, docs/decisions/108): an embedded
// PGlite database has ONE owner process. The server that owns it writes there its pid, port and
// a random token, so that the command line goes through its operator API; a command line run
// with no server takes the same file (role "cli") while it opens the database itself. The file is
// created exclusively (O_EXCL), mode 0600; a file whose process is dead is stale and taken over.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const handOverSchema = z.object({
  pid: z.number().int().positive(),
  role: z.enum(["server", "cli"]),
  /** The server's port once it listens; null while it starts (and for the command line). */
  port: z.number().int().min(0).max(65535).nullable(),
  token: z.string().nullable(),
  startedAt: z.string(),
});
export type HandOver = z.infer<typeof handOverSchema>;

export const handOverPath = (dataDir: string) => path.join(dataDir, "platform", "server.json");

/** A strong random token for the operator API. */
export const newHandOverToken = () => randomBytes(32).toString("base64url");

/** Whether process `pid` still runs (EPERM: it runs, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The file as written, or null when missing or unreadable (a torn write reads as stale). */
export function readHandOver(dataDir: string): HandOver | null {
  try {
    const parsed = handOverSchema.safeParse(JSON.parse(readFileSync(handOverPath(dataDir), "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The holder of the file when it is alive and not this process. */
export function liveHolder(dataDir: string): HandOver | null {
  const holder = readHandOver(dataDir);
  return holder && holder.pid !== process.pid && isAlive(holder.pid) ? holder : null;
}

export type Claim = { ok: true } | { ok: false; holder: HandOver };

/**
 * Takes the file for this process: created exclusively; a stale one (dead pid, unreadable) is
 * moved away first and the creation tried again. A live holder is answered instead.
 */
export function claimHandOver(dataDir: string, entry: Omit<HandOver, "pid" | "startedAt">): Claim {
  const file = handOverPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const content: HandOver = { ...entry, pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(content), { flag: "wx", mode: 0o600 });
      return { ok: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = liveHolder(dataDir);
    if (holder) return { ok: false, holder };
    // stale: moved aside under a name of our own (a rename is atomic), then created again
    try {
      renameSync(file, `${file}.stale-${process.pid}`);
      rmSync(`${file}.stale-${process.pid}`, { force: true });
    } catch {
      // another process moved it first: try again
    }
  }
  const holder = readHandOver(dataDir);
  if (holder) return { ok: false, holder };
  throw new Error(`could not take ${file}`);
}

/** Rewrites this process's file (the server, once it knows its port): atomic, mode 0600. */
export function updateHandOver(dataDir: string, changes: Partial<Pick<HandOver, "port" | "token">>): void {
  const current = readHandOver(dataDir);
  if (current?.pid !== process.pid) return;
  const file = handOverPath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...current, ...changes }), { mode: 0o600 });
  renameSync(temporary, file);
}

/** Removes the file when this process holds it. */
export function releaseHandOver(dataDir: string): void {
  if (readHandOver(dataDir)?.pid === process.pid) rmSync(handOverPath(dataDir), { force: true });
}

/** The server could not take the embedded database: its message says who holds it. */
export class HandOverRefused extends Error {}

export interface ServerHandOver {
  /** The operator API's bearer token; undefined on PostgreSQL (the command line goes direct). */
  token: string | undefined;
  /** The server listens: the command line may call it. */
  listening(port: number): void;
  release(): void;
}

/**
 * The server's side (npm start, npm run dev): on PGlite, takes the hand-over file before opening
 * the database, or refuses to start while a live command line (or another server) holds it.
 */
export function takeEmbeddedDatabase(config: { DATABASE_URL?: string; dataDir: string }): ServerHandOver {
  if (config.DATABASE_URL) return { token: undefined, listening: () => {}, release: () => {} };
  const token = newHandOverToken();
  const claim = claimHandOver(config.dataDir, { role: "server", port: null, token });
  if (!claim.ok) {
    const { role, pid } = claim.holder;
    throw new HandOverRefused(
      role === "cli"
        ? `Une commande « npm run site » (processus ${pid}) utilise la base de données de ${config.dataDir} : attendez qu’elle se termine, puis relancez le serveur.`
        : `Un autre serveur (processus ${pid}) utilise déjà la base de données de ${config.dataDir} : une base PGlite n’a qu’un seul processus propriétaire.`,
    );
  }
  const release = () => releaseHandOver(config.dataDir);
  // a crash still removes the file; a kill -9 leaves it, and the next start finds its pid dead
  process.once("exit", release);
  return { token, listening: (port) => updateHandOver(config.dataDir, { port }), release };
}
