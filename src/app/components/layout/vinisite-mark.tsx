/**
 * The platform's mark in the footer, "site créé avec Vinisite" (spec §3: a setting hides the
 * platform provider's logo, HIDE_VINISITE_LOGO). Drawn inline: no request, no layout shift.
 */
export function VinisiteMark({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <g fill="currentColor">
          <circle cx="9" cy="9" r="3" />
          <circle cx="15" cy="9" r="3" />
          <circle cx="12" cy="14" r="3" />
          <circle cx="12" cy="20" r="2.5" opacity="0.7" />
          <path d="M12 1c0 2-1 3-3 3.5.8.4 2 .4 3-.3V6h1V3.2C13 2 12.6 1.3 12 1Z" />
        </g>
      </svg>
      <span>{label}</span>
    </p>
  );
}
