import { describe, expect, it } from "vitest";
import { renderTurns } from "./render-turns";

describe("renderTurns", () => {
  it("runs renders first come first served, no more than its number at once", async () => {
    const renders = renderTurns(2);
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const render = (name: string) =>
      renders(async () => {
        running++;
        most = Math.max(most, running);
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return name;
      });
    expect(await Promise.all(["a", "b", "c", "d", "e"].map(render))).toEqual(["a", "b", "c", "d", "e"]);
    expect(events).toEqual(["start a", "start b", "start c", "start d", "start e"]);
    expect(most).toBe(2);
  });

  it("begins each render in a new turn of the event loop, even when the renders resolve as promises", async () => {
    const renders = renderTurns(1);
    const order: string[] = [];
    // renders whose work resolves without I/O (as queries on PGlite do): without a turn between
    // them the whole queue would run before anything the loop has waiting (an accepted connection)
    const render = (name: string) =>
      renders(async () => {
        order.push(name);
        await Promise.resolve();
      });
    const queue = Promise.all(["a", "b", "c"].map(render));
    setImmediate(() => order.push("the loop's turn"));
    await queue;
    expect(order.indexOf("the loop's turn")).toBeGreaterThan(-1);
    expect(order.indexOf("the loop's turn")).toBeLessThan(order.indexOf("c"));
  });
});
