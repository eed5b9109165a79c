import { data, redirect } from "react-router";
import { ApiCallError } from "../client/api-client";

/** A call whose 404 becomes the route's 404 page (spec §2: an unknown route gives that 404). */
export async function orNotFound<T>(call: Promise<T>, request?: Request): Promise<T> {
  try {
    return await call;
  } catch (error) {
    // an item whose slug changed (issue 14 §2): its old address leads to the new one
    const movedTo = error instanceof ApiCallError ? error.data?.movedTo : undefined;
    if (request && movedTo && /^[a-z0-9-]+$/.test(movedTo)) {
      throw redirect(new URL(request.url).pathname.replace(/[^/]+\/?$/, movedTo), 301);
    }
    if (error instanceof ApiCallError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The same call, null on a 404 (the caller tries something else). */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}
