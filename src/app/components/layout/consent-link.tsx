import { reopenConsentBanner } from "../../../client/consent-store";

/**
 * The footer's "manage cookies" link (spec §2 cookie banner: the choice can be changed later): it
 * brings the banner back; without JavaScript it leads to the cookie policy.
 */
export function ConsentLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="underline-offset-4 hover:underline"
      onClick={(event) => {
        event.preventDefault();
        reopenConsentBanner();
      }}
    >
      {label}
    </a>
  );
}
