import type { LoaderFunctionArgs } from "react-router";
import { FORM_FILE_PATH } from "../../runtime/content/answer-links";
import { adminFileLoader } from "../admin-file.server";

/**
 * /admin/forms/files/…: a form answer's files and the answers' exports as plain links (issue 14
 * §4), for the site's admins only: the owner's mail links here, never attaches a visitor's file.
 */
export const loader = (args: LoaderFunctionArgs) =>
  adminFileLoader(args, FORM_FILE_PATH, (path) => `/admin/form/${path}`);
