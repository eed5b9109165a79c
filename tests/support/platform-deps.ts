// What the platform operator's parts receive (issue 19), made from a test platform.
import { createLogger } from "../../src/server/logger";
import type { PlatformDeps } from "../../src/server/modules/platform/deps";
import type { TestPlatform } from "./test-platform";

export function platformDepsOf(platform: TestPlatform, overrides: Partial<PlatformDeps> = {}): PlatformDeps {
  return {
    db: platform.db,
    sites: platform.sites,
    cache: platform.cache,
    log: createLogger("silent"),
    mailer: platform.mailer,
    dataDir: "/nonexistent",
    mediaDir: "/nonexistent/media",
    mediaQuotaBytes: 1024 * 1024,
    platformHost: "platform.localhost",
    dnsTarget: "sites.example.net",
    mode: "development",
    trustProxy: [],
    port: 3000,
    ...overrides,
  };
}
