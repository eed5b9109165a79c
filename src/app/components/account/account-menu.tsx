import { useEffect } from "react";
import { useLocation } from "react-router";
import { isAdminRole } from "../../../../schemas/roles";
import { useSession } from "../../../client/session-store";
import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";

/**
 * The header's account entry (spec §3 MY_ACCOUNT_ICON): the icon of the theme, linking to the
 * login page or to the account, and the admin panel entry for ADMIN and SUPER_ADMIN (spec §6).
 * Server-rendered as a plain link to /account (which sends anonymous visitors to /auth), then
 * filled in the browser with the logged state.
 */
export function AccountMenu({ shell, variant = "header" }: { shell: Shell; variant?: "header" | "menu" }) {
  const { status, user, refresh } = useSession();
  const location = useLocation();
  // a navigation may follow a login or a logout (form actions): ask again, cheaply
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => {
    void refresh(shell.site.id);
  }, [refresh, shell.site.id, location.key]);

  const t = tOf(shell);
  const logged = status === "logged";
  const href = status === "anonymous" ? "/auth" : "/account";
  const label =
    status === "anonymous"
      ? t("ui.account.signInOrRegister")
      : logged
        ? user?.firstname
          ? t("ui.account.mineLoggedAs", { name: user.firstname })
          : t("ui.account.mineLogged")
        : t("ui.account.mine");
  const admin = logged && isAdminRole(user?.role);
  if (variant === "menu") {
    // the small-screen menu: the same entries, as text links
    return (
      <ul className="border-b border-[rgb(var(--vs-font-mobile-menu-color-rgb)/0.3)] pb-2">
        <li>
          <a
            href={href}
            className="flex items-center gap-2 px-3 py-3 text-[var(--vs-font-mobile-menu-color)]"
          >
            <i className={shell.theme.icons.myAccount} aria-hidden="true" />
            {status === "anonymous" ? t("ui.account.signIn") : t("ui.account.mine")}
          </a>
        </li>
        {admin ? (
          <li>
            <a
              href="/admin"
              className="flex items-center gap-2 px-3 py-3 text-[var(--vs-font-mobile-menu-color)]"
            >
              <i className="fa-solid fa-screwdriver-wrench" aria-hidden="true" />
              {t("ui.account.admin")}
            </a>
          </li>
        ) : null}
      </ul>
    );
  }
  return (
    <div className="flex items-center gap-1" data-account-state={status}>
      {admin ? (
        <a
          href="/admin"
          aria-label={t("ui.account.admin")}
          className="flex min-h-11 items-center gap-2 rounded px-3 font-menu text-[length:var(--vs-font-menu-size)] hover:text-active"
        >
          <i className="fa-solid fa-screwdriver-wrench" aria-hidden="true" />
          <span className="hidden lg:inline">{t("ui.account.admin")}</span>
        </a>
      ) : null}
      <a
        href={href}
        aria-label={label}
        title={label}
        className="relative flex size-11 items-center justify-center rounded-full hover:text-active"
      >
        <i className={`${shell.theme.icons.myAccount} text-lg`} aria-hidden="true" />
        {logged ? (
          <span
            className="absolute right-1.5 bottom-1.5 size-2.5 rounded-full bg-accent ring-2 ring-[var(--vs-background-header-color)]"
            aria-hidden="true"
          />
        ) : null}
      </a>
    </div>
  );
}
