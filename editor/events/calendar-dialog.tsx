// A calendar of the dates a registrant may choose (spec §7 GET /calendar/{id}/date/allowed/…),
// created or edited from an event (issue 14 §3): open weekdays, closed and exceptionally open
// dates, the shortest and longest delay from today, an optional period.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminCalendar, CalendarInput } from "../../schemas/element";
import type { AdminElementClient } from "../../src/client/admin-element-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, TextField } from "../../src/ui/field";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

const weekdayNames = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"];

/** "2026-12-25, 2027-01-01" as a list of dates, and back. */
const datesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

interface Draft {
  name: string;
  weekdays: number[];
  closedDates: string;
  openDates: string;
  minDelayDays: string;
  maxDelayDays: string;
  startsOn: string;
  endsOn: string;
}

const draftOf = (c: AdminCalendar | null): Draft => ({
  name: c?.name ?? "",
  weekdays: c?.weekdays ?? [1, 2, 3, 4, 5],
  closedDates: (c?.closedDates ?? []).join(", "),
  openDates: (c?.openDates ?? []).join(", "),
  minDelayDays: String(c?.minDelayDays ?? 0),
  maxDelayDays: c?.maxDelayDays === null || c?.maxDelayDays === undefined ? "" : String(c.maxDelayDays),
  startsOn: c?.startsOn ?? "",
  endsOn: c?.endsOn ?? "",
});

const inputOf = (d: Draft): CalendarInput => ({
  name: d.name,
  weekdays: d.weekdays,
  closedDates: datesOf(d.closedDates),
  openDates: datesOf(d.openDates),
  minDelayDays: Number(d.minDelayDays) || 0,
  maxDelayDays: d.maxDelayDays.trim() === "" ? null : Number(d.maxDelayDays),
  startsOn: d.startsOn || null,
  endsOn: d.endsOn || null,
});

export function CalendarDialog({
  api,
  calendar,
  onDone,
}: {
  api: AdminElementClient;
  calendar: AdminCalendar | null;
  onDone: (saved: AdminCalendar | null) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(calendar));
  const save = useMutation({
    mutationFn: () =>
      calendar ? api.calendars.save(calendar.id, inputOf(draft)) : api.calendars.create(inputOf(draft)),
    onSuccess: (saved) => onDone(saved.data),
  });
  const errors = fieldErrorsOf(save.error);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorsUnder = (prefix: string) =>
    Object.entries(errors)
      .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
      .flatMap(([, list]) => list);
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(null)}>
      <DialogContent title={calendar ? `Calendrier « ${calendar.name} »` : "Nouveau calendrier"}>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            save.mutate();
          }}
        >
          <TextField
            className="sm:col-span-2"
            label="Nom"
            errors={errors.name ?? []}
            value={draft.name}
            onChange={(name) => set({ name })}
          />
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="text-sm font-medium">Jours ouverts</legend>
            <div className="flex flex-wrap gap-4">
              {weekdayNames.map((name, i) => (
                <CheckboxField
                  key={name}
                  label={name}
                  checked={draft.weekdays.includes(i + 1)}
                  onChange={(on) =>
                    set({
                      weekdays: on ? [...draft.weekdays, i + 1] : draft.weekdays.filter((d) => d !== i + 1),
                    })
                  }
                />
              ))}
            </div>
            {errorsUnder("weekdays").length ? (
              <p className="text-xs font-medium text-red-700">{errorsUnder("weekdays").join(" ")}</p>
            ) : null}
          </fieldset>
          <TextField
            label="Dates fermées"
            description="AAAA-MM-JJ, séparées par des virgules."
            errors={errorsUnder("closedDates")}
            value={draft.closedDates}
            onChange={(closedDates) => set({ closedDates })}
          />
          <TextField
            label="Dates ouvertes en plus"
            description="AAAA-MM-JJ, séparées par des virgules."
            errors={errorsUnder("openDates")}
            value={draft.openDates}
            onChange={(openDates) => set({ openDates })}
          />
          <TextField
            label="Délai minimum (jours)"
            inputMode="numeric"
            errors={errors.minDelayDays ?? []}
            value={draft.minDelayDays}
            onChange={(minDelayDays) => set({ minDelayDays })}
          />
          <TextField
            label="Délai maximum (jours)"
            description="Vide : sans limite."
            inputMode="numeric"
            errors={errors.maxDelayDays ?? []}
            value={draft.maxDelayDays}
            onChange={(maxDelayDays) => set({ maxDelayDays })}
          />
          <TextField
            label="À partir du"
            type="date"
            errors={errors.startsOn ?? []}
            value={draft.startsOn}
            onChange={(startsOn) => set({ startsOn })}
          />
          <TextField
            label="Jusqu’au"
            type="date"
            errors={errors.endsOn ?? []}
            value={draft.endsOn}
            onChange={(endsOn) => set({ endsOn })}
          />
          <StatusMessage
            className="sm:col-span-2"
            message={save.error ? messageOf(save.error) : null}
            tone="error"
          />
          <div className="flex justify-end gap-3 sm:col-span-2">
            <Button variant="outline" onClick={() => onDone(null)}>
              Annuler
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer le calendrier
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
