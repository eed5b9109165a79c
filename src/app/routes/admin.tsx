import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { isAdminRole } from "../../../schemas/account";
import { noStoreHeaders, requireLogged } from "../account.server";
import { apiFor } from "../api.server";
import type { Shell } from "../shell.server";

/**
 * The admin panel entry of spec §6 (ADMIN and SUPER_ADMIN only, checked here and by every admin
 * call on the platform). The editing tools come with the admin-tools issue.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireLogged(context, request);
  if (!isAdminRole(user.role)) throw data("Vous n’êtes pas autorisé à accéder à cette page", { status: 403 });
  const addressTypes = await apiFor(context).admin.addressTypes();
  return { user, addressTypes };
}

export const headers: HeadersFunction = () => noStoreHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const shell = matches.find((m) => m.id === "root")?.data as Shell | undefined;
  return [{ title: `Administration — ${shell?.site.name ?? ""}` }, { name: "robots", content: "noindex" }];
};

export default function AdminPage() {
  const { user, addressTypes } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold text-heading">Administration</h1>
      <p className="mt-4">
        Bonjour {user.firstname ?? user.email} (
        {user.role === "SUPER_ADMIN" ? "super-administrateur" : "administrateur"}).
      </p>
      <p className="mt-4">
        Les outils d’administration arrivent bientôt : l’éditeur de mise en page des pages et les réglages du
        site avec leur aperçu en direct.
      </p>
      <section aria-labelledby="address-types" className="mt-8">
        <h2 id="address-types" className="font-title text-xl font-semibold text-heading">
          Types d’adresses de l’entreprise
        </h2>
        <ul className="mt-3 list-disc pl-6">
          {addressTypes.map((type) => (
            <li key={type.id}>
              {type.value} <span className="text-sm opacity-80">({type.code})</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
