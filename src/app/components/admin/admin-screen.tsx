import { type ComponentType, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { AdminSession } from "../../../../schemas/admin";
import type { Shell } from "../../shell.server";
import { BackOfficeFrame } from "./back-office-nav";
import { useAdminSession } from "./use-admin-session";

export interface AdminScreenProps {
  idSite: number;
  session: AdminSession;
}

export interface AdminScreenGateProps {
  title: string;
  /** Imports the screen from editor/ (a dynamic import: it loads only for admins). */
  load: () => Promise<{ default: ComponentType<AdminScreenProps> }>;
}

/**
 * An admin screen of the storefront (/admin/settings, /admin/pages, /admin/orders): the page itself is a light
 * shell; the screen's code comes from editor/ once the user is known to be an admin of the site.
 */
export function AdminScreenGate({ title, load }: AdminScreenGateProps) {
  const shell = useRouteLoaderData<Shell>("root");
  const admin = useAdminSession(shell?.site.id, Boolean(shell?.hasSession));
  const [Screen, setScreen] = useState<ComponentType<AdminScreenProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (admin.status !== "admin" || Screen) return;
    load().then(
      (module) => setScreen(() => module.default),
      () => setFailed(true),
    );
  }, [admin.status, Screen, load]);

  if (admin.status === "admin" && Screen && shell)
    return (
      <BackOfficeFrame>
        <Screen idSite={shell.site.id} session={admin.session} />
      </BackOfficeFrame>
    );

  const message =
    failed || admin.status === "unavailable"
      ? "L’outil n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page."
      : admin.status === "anonymous"
        ? "Connectez-vous avec un compte administrateur de ce site pour ouvrir cet outil."
        : admin.status === "forbidden"
          ? "Votre compte n’a pas les droits d’administration de ce site."
          : "Chargement de l’outil…";
  return (
    <section className="mx-auto max-w-3xl px-5 py-12 text-slate-900">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <noscript>
        <p className="mt-4">Cet outil d’administration a besoin de JavaScript.</p>
      </noscript>
      <p className="mt-4" role="status">
        {message}
      </p>
      {admin.status === "anonymous" ? (
        <p className="mt-4">
          <a className="font-semibold text-blue-800 underline" href="/auth">
            Se connecter
          </a>
        </p>
      ) : null}
    </section>
  );
}
