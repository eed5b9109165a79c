import { type ComponentType, useEffect, useState } from "react";

interface SetupChecklistProps {
  idSite: number;
  session: { id: number; role: "ADMIN" | "SUPER_ADMIN" };
}

// editor/ is the admins' chunk: the checklist loads once the home is in the browser
const load = () => import("../../../../editor/setup/setup-checklist");

/** The owner's set-up checklist (issue 19 §3) on the back-office home. */
export function SetupSlot(props: SetupChecklistProps) {
  const [Checklist, setChecklist] = useState<ComponentType<SetupChecklistProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load().then(
      (module) => setChecklist(() => module.default),
      () => setFailed(true),
    );
  }, []);
  if (Checklist) return <Checklist {...props} />;
  return (
    <section id="setup" aria-labelledby="setup-title" className="mt-8 rounded-md border border-slate-400 p-4">
      <h2 id="setup-title" className="font-title text-xl font-semibold">
        Mise en route du site
      </h2>
      <noscript>
        <p className="mt-2">La liste de mise en route a besoin de JavaScript.</p>
      </noscript>
      <p className="mt-2" role="status">
        {failed ? "La liste n’a pas pu être chargée : rechargez la page." : "Chargement de la liste…"}
      </p>
    </section>
  );
}
