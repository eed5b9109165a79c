import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { ApiEnv } from "./api-env";
import { answerError } from "./error-answer";

const app = new Hono<ApiEnv>()
  .get("/deadlock", () => {
    // as Drizzle throws it: the driver's error as its cause
    throw new Error("Failed query: update …", {
      cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }),
    });
  })
  .get("/serialization", () => {
    throw Object.assign(new Error("could not serialize access"), { code: "40001" });
  })
  .get("/bug", () => {
    throw new TypeError("x is undefined");
  })
  .onError((error, c) => answerError(error, c, createLogger("silent")));

describe("the API's answer to what escaped a route", () => {
  it("is a 503 to retry at once when another transaction won (deadlock, serialization), a 500 otherwise", async () => {
    for (const path of ["/deadlock", "/serialization"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after")).toBe("1");
      expect(await response.json()).toEqual({
        success: false,
        data: null,
        message: "Le service est momentanément indisponible, veuillez réessayer dans quelques instants",
      });
    }
    const bug = await app.request("/bug");
    expect(bug.status).toBe(500);
    expect(bug.headers.get("retry-after")).toBeNull();
    expect(JSON.stringify(await bug.json())).not.toContain("undefined");
  });
});
