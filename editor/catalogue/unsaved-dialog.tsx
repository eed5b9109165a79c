// The question a screen asks when its unsaved changes would be lost by leaving it
// (./use-unsaved-guard.ts): stay, or leave without saving.
import type { Blocker } from "react-router";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";

export function UnsavedDialog({ blocker, lost, stay }: { blocker: Blocker; lost: string; stay: string }) {
  return (
    <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent title="Quitter sans enregistrer ?" description={lost}>
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {stay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Quitter sans enregistrer
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
