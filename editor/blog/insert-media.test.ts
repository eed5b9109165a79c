import { describe, expect, it } from "vitest";
import { embedUrlOf } from "./insert-media";

describe("embedUrlOf", () => {
  it("turns a YouTube or Vimeo page into its player on the allow-list's hosts", () => {
    for (const [page, player] of [
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
      ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
      ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ]) {
      expect(embedUrlOf(page ?? "")).toBe(player);
    }
  });

  it("refuses anything else", () => {
    for (const page of [
      "javascript:alert(1)",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "pas une adresse",
      "",
    ])
      expect(embedUrlOf(page)).toBeNull();
  });
});
