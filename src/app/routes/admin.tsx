import type { ReactNode } from "react";
import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { isAdminRole } from "../../../schemas/account";
import { createAdminCatalogueClient } from "../../client/admin-catalogue-calls";
import { createAdminOrderClient } from "../../client/admin-order-calls";
import { missingLegalMentions } from "../../runtime/theme/legal-text";
import { noStoreHeaders, requireLogged } from "../account.server";
import { apiFor } from "../api.server";
import { BackOfficeFrame } from "../components/admin/back-office-nav";
import { HomeFigures } from "../components/admin/home-figures";
import { LegalChecklist } from "../components/admin/legal-checklist";
import { SetupSlot } from "../components/admin/setup-slot";
import { shellOf } from "../seo/meta";
import type { Shell } from "../shell.server";

/**
 * The admin panel entry of spec §6 (ADMIN and SUPER_ADMIN only, checked here and by every admin
 * call on the platform): the way to each admin tool (DESIGN.md §7).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireLogged(context, request);
  if (!isAdminRole(user.role)) throw data(null, { status: 403 });
  const api = apiFor(context);
  const [addressTypes, info, settings] = await Promise.all([
    api.admin.addressTypes(),
    api.site.info(),
    api.admin.parameters(),
  ]);
  const legalMissing = missingLegalMentions(Object.fromEntries(settings.items.map((i) => [i.type, i.value])));
  const options = {
    idSite: context.idSite,
    lang: context.lang,
    token: context.token,
    origin: context.origin,
    transport: context.transport,
  };
  // on a shop: today's figures (issue 13 §6) and the wines at or under their low-stock threshold
  // (issue 12 §3)
  const [lowStock, figures] = info.isECommerce
    ? await Promise.all([
        createAdminCatalogueClient(options)
          .list({ lowStock: true, perPage: 10, sort: "stock" })
          .then((list) => list.items),
        createAdminOrderClient(options).dashboard(),
      ])
    : [[], null];
  return { user, addressTypes, lowStock, figures, legalMissing };
}

/** The home's one form: a contact message marked read. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireLogged(context, request);
  if (!isAdminRole(user.role)) throw data(null, { status: 403 });
  const id = Number((await request.formData()).get("read"));
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  await createAdminOrderClient({
    idSite: context.idSite,
    lang: context.lang,
    token: context.token,
    origin: context.origin,
    transport: context.transport,
  }).markMessageRead(id);
  return null;
}

export const headers: HeadersFunction = () => noStoreHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  return [{ title: `Administration — ${shell?.site.name ?? ""}` }, { name: "robots", content: "noindex" }];
};

/** One tool of the hub: its link, what it does. */
function Tool({ href, title, children }: { href: string; title: string; children: ReactNode }) {
  return (
    <li className="rounded-md border border-current/25 p-4">
      <h3 className="font-title text-lg font-semibold text-heading">
        <a className="underline underline-offset-4" href={href}>
          {title}
        </a>
      </h3>
      <p className="mt-2">{children}</p>
    </li>
  );
}

export default function AdminPage() {
  const { user, addressTypes, lowStock, figures, legalMissing } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<Shell>("root");
  const superAdmin = user.role === "SUPER_ADMIN";
  return (
    <BackOfficeFrame>
      <div className="mx-auto max-w-3xl px-4 pt-6 pb-16">
        <h1 className="font-title text-3xl font-semibold text-heading">Administration</h1>
        <p className="mt-4">
          Bonjour {user.firstname ?? user.email} ({superAdmin ? "super-administrateur" : "administrateur"}).
        </p>
        {shell ? (
          <SetupSlot
            idSite={shell.site.id}
            session={{ id: user.id, role: superAdmin ? "SUPER_ADMIN" : "ADMIN" }}
          />
        ) : null}
        {figures ? <HomeFigures figures={figures} /> : null}
        <LegalChecklist missing={legalMissing} />
        <section aria-labelledby="admin-tools" className="mt-8">
          <h2 id="admin-tools" className="font-title text-xl font-semibold text-heading">
            Vos outils
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            <Tool href="/" title="Mise en page des pages">
              Ouvrez n’importe quelle page du site : tant que vous êtes connecté en administrateur, un bouton
              « Modifier » apparaît sur chacune de ses sections, et la barre d’administration en bas de
              l’écran permet d’en ajouter une. Vous enregistrez un aperçu, puis publiez.
            </Tool>
            <Tool href="/admin/settings" title="Paramètres du site">
              Couleurs, polices, logo, coordonnées et réglages du site, avec un aperçu en direct avant
              d’enregistrer.
            </Tool>
            <Tool href="/admin/pages" title="Pages du site">
              Créer, renommer, déplacer et ordonner les pages : leur ordre est celui du menu.
            </Tool>
            {shell?.site.isECommerce ? (
              <Tool href="/admin/products" title="Catalogue">
                Ajouter et modifier les vins, coffrets et autres produits, leurs millésimes, formats, prix et
                stock.
              </Tool>
            ) : null}
            {shell?.site.isECommerce ? (
              <Tool href="/admin/discounts" title="Codes de réduction">
                Créer un code pour une soirée de dégustation ou Noël : dates, minimum, nombre d’utilisations,
                produits concernés ; suivre ce que chaque code a rapporté.
              </Tool>
            ) : null}
            {shell?.site.isECommerce ? (
              <Tool href="/admin/shipping" title="Livraison">
                Les transporteurs et leurs grilles de tarifs par zone et nombre de bouteilles, la livraison
                offerte, et ce que paierait un acheteur pour un envoi.
              </Tool>
            ) : null}
            {shell?.site.isECommerce ? (
              <Tool href="/admin/pickup" title="Retrait sur place">
                Les créneaux de retrait de chaque lieu et leur nombre de commandes au plus, les fermetures
                (vendanges, congés) et les ouvertures exceptionnelles.
              </Tool>
            ) : null}
            {shell?.site.isECommerce ? (
              <Tool href="/admin/orders" title="Commandes">
                Suivre les commandes de la boutique et faire avancer leur statut (payée, en préparation,
                expédiée…)
                {superAdmin ? " ; régler le paiement par carte (clés Stripe)." : "."}
              </Tool>
            ) : null}
          </ul>
        </section>
        {lowStock.length ? (
          <section aria-labelledby="low-stock" className="mt-8">
            <h2 id="low-stock" className="font-title text-xl font-semibold text-heading">
              Stock bas
            </h2>
            <ul className="mt-3 list-disc pl-6">
              {lowStock.map((product) => (
                <li key={product.id}>
                  <a className="underline underline-offset-4" href={`/admin/products/${product.id}`}>
                    {product.name}
                  </a>{" "}
                  : {product.stock ?? 0} en stock
                </li>
              ))}
            </ul>
          </section>
        ) : null}
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
    </BackOfficeFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
