import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { modalCloseDetailOf, modalOpenDetailOf, sliderRequestOf } from "./overlay-events";

describe("slider event details", () => {
  const images = [
    { src: "/a.jpg", alt: "A" },
    { src: "/b.mp4", alt: "B" },
  ];

  it("keeps the images and the start index", () => {
    expect(sliderRequestOf({ images, index: 1 })).toEqual({ images, index: 1 });
  });

  it("starts at the first image when no index is given, and gives a missing alt an empty text", () => {
    expect(sliderRequestOf({ images: [{ src: "/a.jpg" }] })).toEqual({
      images: [{ src: "/a.jpg", alt: "" }],
      index: 0,
    });
  });

  it("brings an index past the end back to the last image", () => {
    expect(sliderRequestOf({ images, index: 9 })?.index).toBe(1);
  });

  it.each([
    null,
    undefined,
    "images",
    {},
    { images: [] },
    { images: [{ alt: "no src" }] },
    { images: [{ src: "" }] },
    { images, index: -1 },
    { images, index: 1.5 },
    { images: "a.jpg" },
  ])("refuses %j", (detail) => {
    expect(sliderRequestOf(detail)).toBeNull();
  });
});

describe("modal event details", () => {
  it("needs a positive popup id to open", () => {
    expect(modalOpenDetailOf({ popupId: 3 })).toEqual({ popupId: 3 });
    for (const bad of [{}, { popupId: 0 }, { popupId: "3" }, { popupId: 1.2 }, null, [3]]) {
      expect(modalOpenDetailOf(bad)).toBeNull();
    }
  });

  it("closes with or without a popup id", () => {
    expect(modalCloseDetailOf(null)).toEqual({});
    expect(modalCloseDetailOf(undefined)).toEqual({});
    expect(modalCloseDetailOf({})).toEqual({});
    expect(modalCloseDetailOf({ popupId: 3 })).toEqual({ popupId: 3 });
    expect(modalCloseDetailOf({ popupId: "3" })).toBeNull();
    expect(modalCloseDetailOf("all")).toBeNull();
  });

  it("never throws, whatever the detail", () => {
    fc.assert(
      fc.property(fc.anything(), (detail) => {
        sliderRequestOf(detail);
        modalOpenDetailOf(detail);
        modalCloseDetailOf(detail);
      }),
    );
  });

  it("keeps every well-formed slider request whole", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ src: fc.string({ minLength: 1, maxLength: 50 }), alt: fc.string({ maxLength: 20 }) }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        fc.nat(30),
        (images, index) => {
          const request = sliderRequestOf({ images, index });
          expect(request?.images).toEqual(images);
          expect(request?.index).toBe(Math.min(index, images.length - 1));
        },
      ),
    );
  });
});
