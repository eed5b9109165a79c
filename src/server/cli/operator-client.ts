// How the command line reaches the operator API (issue 19 §1, docs/decisions/108). One client, two
// ways in: over HTTP to the running server that owns the embedded database (its hand-over file
// names its port and token), or in this process on a database it opens itself (PostgreSQL, or
// PGlite while no server runs, the hand-over file held as "cli"). Either way the same API, the same
// checks and the same answers.
import { request } from "node:http";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { Config } from "../config";
import { prepareDatabase } from "../db/prepare";
import { createJobRunner } from "../jobs/runner";
import { createLogger } from "../logger";
import { createMailer } from "../mail/mailer";
import { CLI_USER_HEADER, operatorApi } from "../modules/platform/operator-api";
import { SiteCache } from "../modules/site/site-cache";
import { SiteRegistry } from "../modules/site/site-registry";
import { claimHandOver, type HandOver, liveHolder, newHandOverToken, releaseHandOver } from "./hand-over";

export interface OperatorCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Under /api, with its query string. */
  path: string;
  json?: unknown;
  bytes?: Uint8Array;
}

export interface OperatorClient {
  /** How it reaches the platform, for --help's and errors' sake. */
  via: "server" | "direct";
  send(call: OperatorCall): Promise<Response>;
  close(): Promise<void>;
}

/** A refusal before any call: another command holds the embedded database. */
export class ClientRefused extends Error {}

function headersOf(call: OperatorCall, token: string, user: string): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    userLang: "fr_FR",
    [CLI_USER_HEADER]: user,
    ...(call.json !== undefined ? { "Content-Type": "application/json" } : {}),
    ...(call.bytes ? { "Content-Type": "application/zip" } : {}),
  };
}

const bodyOf = (call: OperatorCall) =>
  call.json !== undefined
    ? Buffer.from(JSON.stringify(call.json))
    : call.bytes
      ? Buffer.from(call.bytes)
      : null;

/** The running server, on loopback, with the platform's Host (node:http: fetch may not set Host). */
function serverClient(
  holder: HandOver & { port: number; token: string },
  platformHost: string,
  user: string,
): OperatorClient {
  return {
    via: "server",
    send: (call) =>
      new Promise((resolve, reject) => {
        const body = bodyOf(call);
        const req = request(
          {
            host: "127.0.0.1",
            port: holder.port,
            method: call.method,
            path: `/api${call.path}`,
            headers: {
              ...headersOf(call, holder.token, user),
              Host: `${platformHost}:${holder.port}`,
              ...(body ? { "Content-Length": String(body.length) } : {}),
            },
          },
          (res) => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (typeof value === "string") headers.set(name, value);
            }
            resolve(
              new Response(Readable.toWeb(res) as ReadableStream, { status: res.statusCode ?? 500, headers }),
            );
          },
        );
        req.on("error", reject);
        req.end(body ?? undefined);
      }),
    close: async () => {},
  };
}

/** The operator API in this process, on a database this process opens. */
async function directClient(config: Config, user: string, release: () => void): Promise<OperatorClient> {
  const log = createLogger("silent");
  try {
    const db = await prepareDatabase(config, log);
    const sites = new SiteRegistry(db);
    await sites.reload();
    // mails are queued in the outbox; the server's job queue delivers them
    const jobs = createJobRunner({ db, log });
    const mailer = createMailer({ db, log, jobs, smtpUrl: config.SMTP_URL || undefined });
    const token = newHandOverToken();
    const api = operatorApi({
      db,
      sites,
      cache: new SiteCache(),
      log,
      mailer,
      dataDir: config.dataDir,
      mediaDir: config.mediaDir,
      mediaQuotaBytes: config.MEDIA_QUOTA_MB * 1024 * 1024,
      platformHost: config.PLATFORM_HOST,
      dnsTarget: config.PLATFORM_DNS_TARGET,
      mode: config.NODE_ENV,
      trustProxy: config.TRUST_PROXY,
      port: config.PORT,
      operatorApiToken: token,
    });
    return {
      via: "direct",
      send: async (call) => {
        const body = bodyOf(call);
        return api.fetch(
          new Request(`http://${config.PLATFORM_HOST}${call.path}`, {
            method: call.method,
            headers: headersOf(call, token, user),
            ...(body ? { body } : {}),
          }),
        );
      },
      close: async () => {
        await jobs.stop();
        await mailer.close();
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** How long a command waits for a server that is starting (migrations) to listen. */
const SERVER_START_WAIT_MS = 60_000;

/**
 * The client for this run: PostgreSQL → direct; PGlite with a live server → through it; PGlite
 * with no server → direct, holding the hand-over file until `close`.
 */
export async function openOperatorClient(config: Config, user: string): Promise<OperatorClient> {
  if (config.DATABASE_URL) return directClient(config, user, () => {});
  for (let waited = 0; ; waited += 250) {
    const holder = liveHolder(config.dataDir);
    if (holder?.role === "server" && holder.port !== null && holder.token) {
      return serverClient({ ...holder, port: holder.port, token: holder.token }, config.PLATFORM_HOST, user);
    }
    if (holder?.role === "cli") {
      throw new ClientRefused(
        `Une autre commande « npm run site » (processus ${holder.pid}) utilise la base de données de ${config.dataDir} : attendez qu’elle se termine.`,
      );
    }
    if (!holder) {
      const claim = claimHandOver(config.dataDir, { role: "cli", port: null, token: null });
      if (claim.ok) return directClient(config, user, () => releaseHandOver(config.dataDir));
      continue; // someone took it meanwhile: look again at who
    }
    // a server is starting (it does not listen yet)
    if (waited >= SERVER_START_WAIT_MS) {
      throw new ClientRefused(
        `Le serveur (processus ${holder.pid}) démarre encore et n’écoute pas : réessayez dans un instant.`,
      );
    }
    await sleep(250);
  }
}
