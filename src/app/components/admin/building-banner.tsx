/**
 * Issue 19 §3: what the site's admins see over every page while the site is under construction
 * (visitors get the under-construction page instead: src/server/site-gate.ts).
 */
export function BuildingBanner() {
  return (
    <p
      id="vs-building-banner"
      className="border-b border-amber-700 bg-amber-100 px-4 py-2 text-center text-sm text-slate-900"
    >
      <strong>Site en construction</strong> : seuls les administrateurs le voient.{" "}
      <a className="font-semibold underline underline-offset-4" href="/admin#setup">
        Ouvrir le site
      </a>
    </p>
  );
}
