import { describe, expect, it } from "vitest";
import { nextReveal } from "./scroll-reveal";

describe("nextReveal (REPEAT_ANIMATION)", () => {
  it("shows a section that comes on screen, once: it is no longer watched", () => {
    expect(nextReveal(true, "hidden", false)).toEqual({ state: "shown", watch: false });
    // a hidden section out of sight waits for its turn
    expect(nextReveal(false, "hidden", false)).toEqual({ state: "hidden", watch: true });
  });

  it("hides again a section that leaves the screen when the animation repeats, and replays it", () => {
    expect(nextReveal(true, "hidden", true)).toEqual({ state: "shown", watch: true });
    expect(nextReveal(false, "shown", true)).toEqual({ state: "hidden", watch: true });
    expect(nextReveal(true, "hidden", true)).toEqual({ state: "shown", watch: true });
  });

  it("never hides a shown section when the animation plays once", () => {
    expect(nextReveal(false, "shown", false)).toEqual({ state: "shown", watch: true });
  });
});
