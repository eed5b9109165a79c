import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mediaTypeOf } from "./media-type";

describe("media type by extension (spec §5)", () => {
  it("knows the four image extensions", () => {
    for (const name of ["a.svg", "a.jpeg", "a.jpg", "a.png"]) expect(mediaTypeOf(name), name).toBe("image");
  });

  it("knows the six video extensions", () => {
    for (const name of ["a.mp4", "a.m4v", "a.mov", "a.avi", "a.wmv", "a.flv"])
      expect(mediaTypeOf(name), name).toBe("video");
  });

  it("calls anything else neither", () => {
    for (const name of ["a.gif", "a.webp", "a.pdf", "a.mkv", "a", "", "png", "a.png.exe", "a.", "/demo/x"])
      expect(mediaTypeOf(name), name).toBeNull();
  });

  it("ignores case, folders, query strings and fragments", () => {
    expect(mediaTypeOf("/media/Vendanges.JPG")).toBe("image");
    expect(mediaTypeOf("https://example.test/v/clip.MP4?t=3#start")).toBe("video");
    expect(mediaTypeOf("/media/photos.mp4/readme")).toBeNull();
    expect(mediaTypeOf("/media/x.png?download=a.mp4")).toBe("image");
  });

  it("depends on the last extension only, whatever comes before it", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).filter((s) => !/[?#/]/.test(s)),
        fc.constantFrom("svg", "jpeg", "jpg", "png", "mp4", "m4v", "mov", "avi", "wmv", "flv"),
        (stem, ext) => {
          const expected = ["svg", "jpeg", "jpg", "png"].includes(ext) ? "image" : "video";
          expect(mediaTypeOf(`x${stem}.${ext}`)).toBe(expected);
          expect(mediaTypeOf(`/a/b/x${stem}.${ext.toUpperCase()}`)).toBe(expected);
        },
      ),
    );
  });
});
