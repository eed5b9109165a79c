import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";

/** The promotional message and the alcohol-prevention notice (spec §2 display options). */
export function Banners({ shell }: { shell: Shell }) {
  const t = tOf(shell);
  const { flags } = shell.theme;
  return (
    <>
      {flags.promoteMessage ? (
        <p className="bg-accent px-4 py-2 text-center text-sm font-semibold text-[var(--vs-font-color)]">
          {flags.promoteMessage}
        </p>
      ) : null}
      {flags.alcoholPreventionBanner ? (
        // French law (loi Évin) asks for this notice wherever alcohol is advertised
        <p className="bg-[var(--vs-font-color)] px-4 py-1.5 text-center text-xs font-semibold uppercase tracking-wide text-[var(--vs-background-color)]">
          {t("ui.alcoholPrevention")}
        </p>
      ) : null}
    </>
  );
}
