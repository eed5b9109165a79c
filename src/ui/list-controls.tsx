import { Button } from "./button";
import { Input, NativeSelect } from "./input";
import { Label } from "./label";

/**
 * The pages of a back-office list (issue 12 §1): previous, next, where one is and how many rows
 * there are, and how many a page shows. The list is paged by the server.
 */
export function ListPages({
  id,
  page,
  perPage,
  total,
  sizes,
  noun,
  onChange,
}: {
  /** Prefix of the page-size field's id. */
  id: string;
  page: number;
  perPage: number;
  total: number;
  sizes: readonly number[];
  /** What the list counts: ["produit", "produits"]. */
  noun: readonly [string, string];
  onChange: (next: { page: number; perPage?: number }) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label="Pages de la liste" className="flex flex-wrap items-center gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })}>
        Page précédente
      </Button>
      <span>
        Page {Math.min(page, pages)} sur {pages} — {total} {total > 1 ? noun[1] : noun[0]}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onChange({ page: page + 1 })}
      >
        Page suivante
      </Button>
      <span className="flex items-center gap-2">
        <Label htmlFor={`${id}-per-page`}>Par page</Label>
        <NativeSelect
          id={`${id}-per-page`}
          className="w-20"
          value={perPage}
          onChange={(e) => onChange({ page: 1, perPage: Number(e.target.value) })}
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </span>
    </nav>
  );
}

/** A list's search box and its button (the list's form sends it; the other filters apply at once). */
export function ListSearch({
  id,
  value,
  placeholder,
  onChange,
  className,
}: {
  id: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <Label htmlFor={id}>Rechercher</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" variant="outline">
          Chercher
        </Button>
      </div>
    </div>
  );
}

/** "Trier par": each sort of the list, both ways (`first` comes first in each pair). */
export function ListSort<S extends string>({
  id,
  sort,
  direction,
  labels,
  first = "asc",
  onChange,
}: {
  id: string;
  sort: S;
  direction: "asc" | "desc";
  labels: Record<S, string>;
  first?: "asc" | "desc";
  onChange: (sort: S, direction: "asc" | "desc") => void;
}) {
  const ways = first === "asc" ? (["asc", "desc"] as const) : (["desc", "asc"] as const);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Trier par</Label>
      <NativeSelect
        id={id}
        value={`${sort}:${direction}`}
        onChange={(e) => {
          const [nextSort, nextDirection] = e.target.value.split(":") as [S, "asc" | "desc"];
          onChange(nextSort, nextDirection);
        }}
      >
        {(Object.keys(labels) as S[]).flatMap((s) =>
          ways.map((way) => (
            <option key={`${s}:${way}`} value={`${s}:${way}`}>
              {labels[s]} ({way === "asc" ? "croissant" : "décroissant"})
            </option>
          )),
        )}
      </NativeSelect>
    </div>
  );
}

/** Two day fields of a list's filters: from this day, to that one (each may stay empty). */
export function ListDays({
  id,
  labels,
  from,
  to,
  onChange,
}: {
  id: string;
  labels: readonly [string, string];
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>{labels[0]}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from ?? ""}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>{labels[1]}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to ?? ""}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </div>
    </>
  );
}

/**
 * One of a list's filters: a labelled choice whose first option ("all") clears it. `options` maps
 * each value to its label, in the order they are offered; the list applies a choice at once.
 */
export function ListFilter<V extends string>({
  id,
  label,
  all,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  /** The label of the empty choice: "Tous les statuts". */
  all: string;
  value: V | undefined;
  options: Readonly<Record<V, string>>;
  onChange: (value: V | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      >
        <option value="">{all}</option>
        {(Object.keys(options) as V[]).map((v) => (
          <option key={v} value={v}>
            {options[v]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
