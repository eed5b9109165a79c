// The owner's redirects (issue 14 §6), under the page tree: an old address of the site leads
// visitors (301) to another one. The server checks the rules (local paths, no loop, one hop, never
// from a published page) and says what is wrong next to the field.
import type { AdminRedirect, RedirectInput } from "../../schemas/content-desk";
import type { AdminDeskClient } from "../../src/client/admin-desk-calls";
import { TextField } from "../contents/desk-fields";
import { DeskPanel } from "../contents/desk-panel";

const blank = (): RedirectInput => ({ fromUrl: "", toUrl: "" });

export function RedirectsSection({ api, idSite }: { api: AdminDeskClient; idSite: number }) {
  return (
    <div className="rounded-md border border-slate-300 bg-white p-4">
      <DeskPanel<AdminRedirect, RedirectInput, RedirectInput>
        idSite={idSite}
        noun="redirects"
        title="Redirections"
        newLabel="Nouvelle redirection"
        calls={api.redirects}
        blank={blank}
        formOf={(r) => ({ fromUrl: r.fromUrl, toUrl: r.toUrl })}
        bodyOf={(f) => f}
        labelOf={(r) => `${r.fromUrl} → ${r.toUrl}`}
        fields={(form, set, errors) => (
          <div className="grid gap-3 md:grid-cols-2">
            <TextField
              label="Ancienne adresse"
              description="Exemple : /ancienne-page"
              value={form.fromUrl}
              errors={errors.fromUrl}
              onChange={(fromUrl) => set({ fromUrl })}
            />
            <TextField
              label="Nouvelle adresse"
              description="Exemple : /le-domaine"
              value={form.toUrl}
              errors={errors.toUrl}
              onChange={(toUrl) => set({ toUrl })}
            />
          </div>
        )}
      />
    </div>
  );
}
