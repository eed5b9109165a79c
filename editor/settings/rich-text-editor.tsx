// Rich text for the TEXT settings (legal texts, company description): a small editor on the
// browser's contentEditable, with a toolbar and, for the legal texts, a picker of the placeholders
// that the site fills at display time (spec §3: {{COMPANY_NAME}}…). The server sanitizes on save.
import { useEffect, useId, useRef } from "react";
import { type LegalPlaceholderKey, legalPlaceholderKeys, parameterRegistry } from "../../schemas/parameters";
import { Button } from "../../src/ui/button";
import { cn } from "../../src/ui/cn";
import { NativeSelect } from "../../src/ui/input";

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** Offer the placeholders of legal texts. */
  placeholders: boolean;
  disabled?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /** The id of the field's label. */
  labelId: string;
}

const commands: { command: string; value?: string; label: string; icon: string }[] = [
  { command: "bold", label: "Gras", icon: "fa-bold" },
  { command: "italic", label: "Italique", icon: "fa-italic" },
  { command: "formatBlock", value: "h2", label: "Titre", icon: "fa-heading" },
  { command: "formatBlock", value: "p", label: "Paragraphe", icon: "fa-paragraph" },
  { command: "insertUnorderedList", label: "Liste à puces", icon: "fa-list-ul" },
  { command: "insertOrderedList", label: "Liste numérotée", icon: "fa-list-ol" },
];

export function RichTextEditor({
  id,
  value,
  onChange,
  placeholders,
  disabled,
  labelId,
  ...aria
}: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const pickerId = useId();
  // uncontrolled while typing: the html is written into the element only when it changes from outside
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);

  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    if (ref.current) onChange(ref.current.innerHTML);
  };

  const addLink = () => {
    const url = window.prompt("Adresse du lien (https://… ou /page) :");
    if (url && (/^https?:\/\//i.test(url) || url.startsWith("/"))) run("createLink", url);
  };

  return (
    <div className={cn("rounded-md border border-slate-400 bg-white", disabled && "opacity-60")}>
      <div
        role="toolbar"
        aria-label="Mise en forme"
        className="flex flex-wrap items-center gap-1 border-b border-slate-300 p-1"
      >
        {commands.map((c) => (
          <Button
            key={`${c.command}-${c.value ?? ""}`}
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={c.label}
            title={c.label}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c.command, c.value)}
          >
            <i className={`fa-solid ${c.icon}`} aria-hidden="true" />
          </Button>
        ))}
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Lien"
          title="Lien"
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={addLink}
        >
          <i className="fa-solid fa-link" aria-hidden="true" />
        </Button>
        {placeholders ? (
          <div className="ml-auto flex items-center gap-1">
            <label htmlFor={pickerId} className="text-xs text-slate-700">
              Insérer
            </label>
            <NativeSelect
              id={pickerId}
              className="h-8 w-56 py-0 text-xs"
              value=""
              disabled={disabled}
              onChange={(e) => {
                const key = e.target.value as LegalPlaceholderKey | "";
                if (key) run("insertText", `{{${key}}}`);
              }}
            >
              <option value="">une donnée de l’entreprise…</option>
              {legalPlaceholderKeys.map((key) => (
                <option key={key} value={key}>
                  {parameterRegistry[key].label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs contentEditable; role textbox names it */}
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        tabIndex={disabled ? -1 : 0}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        className="vs-prose max-h-96 min-h-40 overflow-y-auto p-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-blue-600"
        {...aria}
      />
    </div>
  );
}
