import type { LoaderFunctionArgs } from "react-router";
import { EVENT_FILE_PATH } from "../../client/admin-element-calls";
import { adminFileLoader } from "../admin-file.server";

/** /admin/events/files/…: an event's registrations exported (CSV, JSON) as plain links. */
export const loader = (args: LoaderFunctionArgs) =>
  adminFileLoader(args, EVENT_FILE_PATH, (path) => `/admin/${path}`);
