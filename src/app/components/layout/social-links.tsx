import type { SocialLink } from "../../../runtime/theme/social-links";

/** The site's social links as icons, each named for screen readers. */
export function SocialLinks({
  links,
  className = "",
  linkClassName,
  label = "Réseaux sociaux",
}: {
  links: readonly SocialLink[];
  /** The list's name for screen readers (catalogue key ui.social). */
  label?: string;
  className?: string;
  linkClassName: string;
}) {
  if (!links.length) return null;
  return (
    <ul className={`flex items-center gap-2 ${className}`} aria-label={label}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            title={link.label}
            className={linkClassName}
          >
            <i className={link.iconClass} aria-hidden="true" />
            <span className="sr-only">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
