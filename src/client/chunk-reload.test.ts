import { describe, expect, it } from "vitest";
import { memoryStorage } from "./browser-storage";
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  chunkReloadAllowed,
  reloadAfterChunkError,
} from "./chunk-reload";

describe("chunk reload guard (spec §8, §9: once, at most once per 60 s)", () => {
  it("reloads the first time", () => {
    const storage = memoryStorage();
    let reloads = 0;
    expect(reloadAfterChunkError({ now: 1_000_000, storage, reload: () => reloads++ })).toBe(true);
    expect(reloads).toBe(1);
    expect(storage.entries.get(CHUNK_RELOAD_KEY)).toBe("1000000");
  });

  it("does not reload again within 60 s, and does after", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    reloadAfterChunkError({ now: 1_000_000, storage, reload });
    expect(reloadAfterChunkError({ now: 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload })).toBe(
      false,
    );
    expect(reloads).toBe(1);
    expect(reloadAfterChunkError({ now: 1_000_000 + CHUNK_RELOAD_GUARD_MS, storage, reload })).toBe(true);
    expect(reloads).toBe(2);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });

  it("never reloads when it cannot remember having reloaded", () => {
    let reloads = 0;
    expect(reloadAfterChunkError({ now: 1, storage: null, reload: () => reloads++ })).toBe(false);
    expect(reloads).toBe(0);
  });

  it("does not trust a reload time in the future (a clock set back)", () => {
    expect(chunkReloadAllowed(5_000_000, 1_000_000)).toBe(true);
    expect(chunkReloadAllowed(null, 0)).toBe(true);
  });
});
