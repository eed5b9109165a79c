import type { LoaderFunctionArgs } from "react-router";
import { CATALOGUE_FILE_PATH } from "../../client/admin-catalogue-calls";
import { adminFileLoader } from "../admin-file.server";

/** /admin/catalogue/files/…: the catalogue's files as plain links: a declination's e-label QR codes. */
export const loader = (args: LoaderFunctionArgs) =>
  adminFileLoader(args, CATALOGUE_FILE_PATH, (path) => `/admin/${path}`);
