import type { LoaderFunctionArgs } from "react-router";
import { requireLogged } from "../account.server";
import { apiFor } from "../api.server";

/** The GDPR download of /account: every datum the platform holds on the user, as a JSON file. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLogged(context, request);
  const exported = await apiFor(context).account.exportData();
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="mes-donnees.json"',
      "Cache-Control": "no-store",
    },
  });
}
