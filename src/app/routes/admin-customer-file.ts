import type { LoaderFunctionArgs } from "react-router";
import { CUSTOMER_FILE_PATH } from "../../client/admin-customer-calls";
import { adminFileLoader } from "../admin-file.server";

/**
 * /admin/customers/files/…: the customer desk's files as plain links: the customers' export, one
 * person's data (GDPR), a newsletter list's subscribers.
 */
export const loader = (args: LoaderFunctionArgs) =>
  adminFileLoader(args, CUSTOMER_FILE_PATH, (path) => `/admin/${path}`);
