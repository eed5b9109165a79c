import type { legalNoticeMentions } from "../../../runtime/theme/legal-text";

/**
 * The legal notice's mentions still empty (issue 15 §7), on the back-office home: visitors do not
 * see a line whose mention is unset, so the owner is told here what the law asks for.
 */
export function LegalChecklist({ missing }: { missing: readonly (typeof legalNoticeMentions)[number][] }) {
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="legal-checklist"
      className="mt-8 rounded-md border border-amber-700 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="legal-checklist" className="font-title text-xl font-semibold">
        Mentions légales à compléter
      </h2>
      <p className="mt-2">
        La loi (LCEN) demande ces informations dans les mentions légales. Tant qu’elles manquent, la ligne qui
        les porte est masquée aux visiteurs.
      </p>
      <ul className="mt-3 list-disc pl-6">
        {missing.map((mention) => (
          <li key={mention.label}>{mention.label}</li>
        ))}
      </ul>
      <p className="mt-3">
        <a className="underline underline-offset-4" href="/admin/settings">
          Les renseigner dans les paramètres (Entreprise)
        </a>
      </p>
    </section>
  );
}
