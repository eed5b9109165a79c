import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { z } from "zod";
import { type CreateSiteInput, platformSiteSchema } from "../../schemas/platform";

// The platform operator of the end-to-end server (issue 19 §1): playwright.config.ts hands it to
// the server through PLATFORM_OPERATOR_EMAIL and PLATFORM_OPERATOR_PASSWORD; the specs log in
// with it on the platform's host; the journeys call its API (createSiteAsOperator).
export const e2eOperator = {
  email: "operateur@platform.localhost",
  password: "Plateforme-e2e-2026!",
} as const;

const serverFileSchema = z.object({ pid: z.number(), port: z.number(), token: z.string().min(1) });
const createdSchema = z.object({
  success: z.literal(true),
  data: z.object({ site: platformSiteSchema, invitationUrl: z.string().url() }),
});

/** The operator's token of the e2e server of `port` (its DATA_DIR is .tmp/e2e-data-<port>). */
export function operatorToken(port: number, root = process.cwd()): string {
  const file = path.join(root, `.tmp/e2e-data-${port}/platform/server.json`);
  return serverFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).token;
}

/** POST /api/site on the platform's host: the new site and its owner's invitation link. */
export async function createSiteAsOperator(
  port: number,
  input: CreateSiteInput,
  platformHost = "platform.localhost",
): Promise<z.infer<typeof createdSchema>["data"]> {
  const payload = JSON.stringify(input);
  // node:http, not fetch: the platform is told apart by its Host header, which fetch may not set
  const { status, body } = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const call = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/site",
        method: "POST",
        headers: {
          Host: platformHost,
          Authorization: `Bearer ${operatorToken(port)}`,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    call.on("error", reject);
    call.end(payload);
  });
  if (status !== 201 && status !== 200)
    throw new Error(`site creation refused (${status}): ${JSON.stringify(body)}`);
  return createdSchema.parse(body).data;
}
