import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { City } from "../../../../schemas/geo";
import type { OrderClient } from "../../../client/order-calls";
import { queryKeys } from "../../../client/query-keys";
import type { CheckoutText } from "./checkout-text";

const inputClass =
  "w-full rounded border border-[rgb(var(--vs-font-color-rgb)/0.45)] bg-background px-3 py-2 text-foreground focus:outline-2 focus:outline-offset-1 focus:outline-primary aria-[invalid=true]:border-red-700";

export interface ChosenCity {
  postalCode: string;
  name: string;
}

const labelOf = (city: ChosenCity | null) => (city ? `${city.postalCode} ${city.name}` : "");

/**
 * The town of a French address, searched by postal code or name (GET /cities/{search}/{idCountry})
 * and chosen from a list: the ARIA 1.2 combobox pattern (arrows, Enter, Escape), its count of
 * results announced. Choosing sets both the postal code and the town.
 */
export function CityCombobox({
  id,
  idCountry,
  value,
  onChoose,
  api,
  t,
  error,
}: {
  id: string;
  idCountry: number;
  value: ChosenCity | null;
  onChoose: (city: ChosenCity | null) => void;
  api: OrderClient;
  t: CheckoutText;
  error?: string | null;
}) {
  const [text, setText] = useState(labelOf(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // what is searched: the text typed, once it has rested 200 ms (2 characters at least)
  const [search, setSearch] = useState("");
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // the store may change the town (restored, cleared by click-and-collect): the text follows
  useEffect(() => {
    if (value) setText(labelOf(value));
  }, [value]);

  const typed = text.trim();
  const wanted = typed.length >= 2 && typed !== labelOf(value) ? typed : "";
  useEffect(() => {
    const timer = setTimeout(() => setSearch(wanted), 200);
    return () => clearTimeout(timer);
  }, [wanted]);
  // the towns of a search, cached: a town list does not change while the buyer types (decision 087)
  const found = useQuery({
    queryKey: queryKeys.cities(search, idCountry),
    queryFn: () => api.geo.cities(search, idCountry),
    enabled: search !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options: City[] = wanted && wanted === search ? (found.data ?? []) : [];
  const searching = wanted !== "" && (wanted !== search || found.isFetching);
  // a new list: its first town is the active option
  useEffect(() => setActive(found.data?.length ? 0 : -1), [found.data]);

  const choose = (city: City) => {
    const chosen = { postalCode: city.postalCode, name: city.name };
    setText(labelOf(chosen));
    setOpen(false);
    onChoose(chosen);
  };

  const expanded = open && (options.length > 0 || (!searching && text.trim().length >= 2));
  const status = searching
    ? t("checkout.citySearching")
    : open && text.trim().length >= 2 && text.trim() !== labelOf(value)
      ? options.length
        ? t("checkout.cityCount", { count: options.length })
        : t("checkout.cityNone")
      : "";

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t("checkout.citySearch")}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
        className={inputClass}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          // the town typed no longer is the one chosen: no town until one is picked
          if (value && e.target.value !== labelOf(value)) onChoose(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((i) => (options.length ? (i + 1) % options.length : -1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(true);
            setActive((i) => (options.length ? (i - 1 + options.length) % options.length : -1));
          } else if (e.key === "Enter") {
            // Enter picks the town; it never sends the checkout form half filled
            if (expanded && options[active]) {
              e.preventDefault();
              choose(options[active]);
            } else if (!value) e.preventDefault();
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      <p id={hintId} className="text-sm opacity-80">
        {t("checkout.cityHint")}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t("checkout.cityOptions")}
        hidden={!expanded}
        className="absolute top-[4.75rem] z-30 max-h-72 w-full overflow-auto rounded border border-[rgb(var(--vs-font-color-rgb)/0.35)] bg-background shadow-lg"
      >
        {options.map((city, index) => (
          // ARIA combobox: the options are reached from the input (aria-activedescendant, arrows and
          // Enter), never focused themselves; a click picks one too
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose the option
          <div
            key={city.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 ${index === active ? "bg-primary text-on-primary" : ""}`}
            // keep the focus in the input: the option is chosen on click
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(city)}
          >
            {city.postalCode} {city.name}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
