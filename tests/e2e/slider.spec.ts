// The full-screen image slider of spec §2: opened by `vs:slider-open`, counter, close icon and
// Escape, arrows wrapping round, swipes, arrows only from medium screens, media sizes, focus.
import { expect, type Page, test } from "@playwright/test";
import {
  expectFocusKeptIn,
  expectPageBehindInert,
  exposedToAssistiveTechnology,
  hydrated,
  openSlider,
  returningVisitor,
  seriousViolations,
  site1,
} from "./support";

const images = Array.from({ length: 10 }, (_, i) => ({
  src: `/demo/consultant/${["portfolio-identite", "portfolio-salon", "portfolio-campagne", "portfolio-seminaire", "portfolio-lancement"][i % 5]}.svg?n=${i + 1}`,
  alt: `Réalisation ${i + 1}`,
}));

test.beforeEach(async ({ context }) => returningVisitor(context));

const slider = (page: Page) => page.getByRole("dialog", { name: "Visionneuse d’images" });
const counter = (page: Page) => slider(page).getByText(/^\d+ \/ \d+$/);

/** A button of the page that opens the slider, as an album's thumbnail would. */
async function addTrigger(page: Page, index: number) {
  await page.evaluate(
    ([images, index]) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = "Voir la galerie";
      button.addEventListener("click", () =>
        window.dispatchEvent(new CustomEvent("vs:slider-open", { detail: { images, index } })),
      );
      document.querySelector("main")?.prepend(button);
    },
    [images, index] as const,
  );
}

/** A one-finger swipe across the slider, as touch events (spec §2: left = next, right = previous). */
async function swipe(page: Page, direction: "left" | "right") {
  await slider(page).evaluate((el, direction) => {
    const [from, to] = direction === "left" ? [300, 60] : [60, 300];
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 400 });
    el.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [touch(from)], changedTouches: [touch(from)] }),
    );
    el.dispatchEvent(
      new TouchEvent("touchmove", { bubbles: true, touches: [touch(to)], changedTouches: [touch(to)] }),
    );
    el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(to)] }));
  }, direction);
}

test.describe("on a large screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens at the given image, moves with the keyboard, wrapping round, and closes with Escape", async ({
    page,
  }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    await addTrigger(page, 2);
    const trigger = page.getByRole("button", { name: "Voir la galerie" });
    await trigger.click();
    await expect(slider(page)).toBeVisible();
    await expect(counter(page)).toHaveText("3 / 10");
    await expect(slider(page).getByRole("img", { name: "Réalisation 3" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("4 / 10");
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("10 / 10");
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("1 / 10");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("10 / 10");

    await page.keyboard.press("Escape");
    await expect(slider(page)).toBeHidden();
    // focus is given back to what opened it
    await expect(trigger).toBeFocused();
  });

  test("shows arrows that move and wrap, and a close icon", async ({ page }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    await openSlider(page, images, 0);
    const previous = slider(page).getByRole("button", { name: "Image précédente" });
    const next = slider(page).getByRole("button", { name: "Image suivante" });
    await expect(previous).toBeVisible();
    await expect(next).toBeVisible();
    await previous.click();
    await expect(counter(page)).toHaveText("10 / 10");
    await next.click();
    await next.click();
    await expect(counter(page)).toHaveText("2 / 10");
    await slider(page).getByRole("button", { name: "Fermer" }).click();
    await expect(slider(page)).toBeHidden();
  });

  test("keeps the focus inside while open, and hides the page from assistive technology", async ({
    page,
  }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    await openSlider(page, images, 0);
    await expect(slider(page)).toBeVisible();
    // the dialog is the browser's modal one (in the top layer), its backdrop black
    expect(await slider(page).evaluate((el) => el.matches("dialog:modal"))).toBe(true);
    expect(await slider(page).evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor)).not.toBe(
      "rgba(0, 0, 0, 0)",
    );
    await expectFocusKeptIn(page, slider(page), "Tab", 8);
    // the page behind is inert: out of the accessibility tree, and its links take no focus
    await expectPageBehindInert(page);
    expect(await seriousViolations(page)).toEqual([]);
    // closed, the page is there again
    await page.keyboard.press("Escape");
    await expect(slider(page)).toBeHidden();
    expect(await exposedToAssistiveTechnology(page, "navigation", "Menu principal")).toBe(true);
  });

  test("shows an image at most 90% of the window, a video at most 950 px wide", async ({ page }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    await openSlider(
      page,
      [
        { src: "/demo/consultant/portfolio-salon.svg", alt: "Stand" },
        { src: "/media/visite.mp4", alt: "Visite" },
      ],
      0,
    );
    const image = slider(page).getByRole("img", { name: "Stand" });
    await expect(image).toBeVisible();
    const box = await image.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1280 * 0.9);
    expect(box?.height).toBeLessThanOrEqual(800 * 0.9);
    await page.keyboard.press("ArrowRight");
    const video = slider(page).locator("video");
    await expect(video).toBeVisible();
    expect(await video.evaluate((v) => v.getBoundingClientRect().width)).toBeLessThanOrEqual(950);
    // a single image: nothing to move to
    await page.keyboard.press("Escape");
    await openSlider(page, [{ src: "/demo/consultant/portfolio-salon.svg", alt: "Stand" }], 0);
    await expect(counter(page)).toHaveText("1 / 1");
    await expect(slider(page).getByRole("button", { name: "Image suivante" })).toHaveCount(0);
  });

  test("ignores an event without usable images", async ({ page }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent("vs:slider-open", { detail: { images: [] } })),
    );
    await openSlider(page, images, 4);
    await expect(counter(page)).toHaveText("5 / 10");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("has no arrows; a swipe left shows the next image, a swipe right the previous one", async ({
    page,
  }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    await openSlider(page, images, 0);
    await expect(counter(page)).toHaveText("1 / 10");
    await expect(slider(page).getByRole("button", { name: "Image suivante" })).toBeHidden();
    await expect(slider(page).getByRole("button", { name: "Image précédente" })).toBeHidden();
    await swipe(page, "left");
    await expect(counter(page)).toHaveText("2 / 10");
    await swipe(page, "right");
    await swipe(page, "right");
    await expect(counter(page)).toHaveText("10 / 10");
    // the video fits 75% of a narrow window
    await openSlider(page, [{ src: "/media/visite.mp4", alt: "Visite" }], 0);
    expect(
      await slider(page)
        .locator("video")
        .evaluate((v) => v.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(390 * 0.75 + 0.5);
    await slider(page).getByRole("button", { name: "Fermer" }).tap();
    await expect(slider(page)).toBeHidden();
  });
});
