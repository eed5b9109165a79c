// What a visitor sent, as the owner reads it (the form's answers, the inbox): each value under its
// label, then the files as links that only the site's admins can open.
import type { AnswerFile } from "../../schemas/form-admin";

export function AnswerValues({
  values,
  files,
}: {
  values: readonly { name: string; label: string; value: string }[];
  files: readonly AnswerFile[];
}) {
  return (
    <>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {values
          .filter((v) => v.value !== "" && !files.some((f) => f.field === v.name))
          .map((v) => (
            <div key={v.name} className="contents">
              <dt className="font-medium text-slate-700">{v.label}</dt>
              <dd className="break-words whitespace-pre-wrap text-slate-950">{v.value}</dd>
            </div>
          ))}
      </dl>
      {files.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {files.map((f) => (
            <li key={f.id}>
              <a className="text-blue-800 underline" href={f.url}>
                Télécharger {f.filename}
              </a>{" "}
              ({Math.ceil(f.size / 1024)} Ko)
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
