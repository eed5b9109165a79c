/**
 * IS_INDEPENDENT (spec §3; docs/decisions/116): the estate says it belongs to the Vignerons
 * Indépendants, with a link to the federation. The federation's own logo is its trademark and is
 * not shipped: a mark of ours (a vine leaf, drawn inline: no request) beside the words.
 */
const independentWinegrowerUrl = "https://www.vigneron-independant.com/";

export function IndependentMark({ label }: { label: string }) {
  return (
    <a
      href={independentWinegrowerUrl}
      className="vs-independent mt-4 inline-flex items-center gap-2 rounded-full border border-current px-3 py-1.5 text-sm font-semibold underline-offset-4 hover:underline"
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <path
          fill="currentColor"
          d="M12 2c.9 1.6 2.4 2.6 4.2 2.8-.3 1.2-.1 2.4.6 3.4 1-.6 2.2-.8 3.4-.5-.3 1.9.4 3.6 1.8 4.8-1.6.8-2.6 2.4-2.7 4.2-1.4-.5-2.9-.3-4.1.5-.2-1.1-.9-2-1.9-2.5V22h-2.6v-3.3c-1 .5-1.7 1.4-1.9 2.5-1.2-.8-2.7-1-4.1-.5-.1-1.8-1.1-3.4-2.7-4.2 1.4-1.2 2.1-2.9 1.8-4.8 1.2-.3 2.4-.1 3.4.5.7-1 .9-2.2.6-3.4C9.6 4.6 11.1 3.6 12 2Z"
        />
      </svg>
      <span>{label}</span>
    </a>
  );
}
