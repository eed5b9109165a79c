import type { LoaderFunctionArgs } from "react-router";
import { ORDER_PAPER_PATH } from "../../client/admin-order-calls";
import { adminFileLoader } from "../admin-file.server";

/**
 * /admin/orders/papers/…: the order desk's papers and exports (an invoice, a packing slip, a
 * credit note, the day's pick-up list, the CSV exports) as plain links.
 */
export const loader = (args: LoaderFunctionArgs) =>
  adminFileLoader(args, ORDER_PAPER_PATH, (path) => `/admin/order/${path}`);
