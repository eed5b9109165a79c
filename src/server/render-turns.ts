import { setImmediate as loopTurn } from "node:timers/promises";
import pLimit from "p-limit";

/**
 * The page renders of one process (issue 16 §6): `atOnce` at a time, first come first served, each
 * begun in a new turn of the event loop.
 *
 * First come first served: a render is CPU work, and fifty interleaved renders all finish late
 * (p99 4 s at 50 connections) where queued ones finish in order, with the same throughput. A few at
 * once, so that one waiting for the database (a customer's cart) does not hold the others up.
 *
 * A new turn: the loaders' queries on PGlite and much of a render resolve as promises, so a render
 * that ends and the next one in the queue ran in the same turn, and so on down the queue, without
 * the loop ever reaching its I/O phase, where libuv (1.45 on) accepts one waiting connection a
 * turn. Fifty new connections then waited up to 7 s to be accepted, one per queue drained; with a
 * turn per render the backlog drains in about a second (docs/decisions/127).
 */
export function renderTurns(atOnce: number) {
  const limit = pLimit(atOnce);
  return <T>(render: () => Promise<T>): Promise<T> =>
    limit(async () => {
      await loopTurn();
      return render();
    });
}
