/**
 * The site's social links (spec §1, §3 "Integration and social"), in display order, each with the
 * label a screen reader announces and its Font Awesome icon. Only links that are set appear
 * (spec §1: the default instance has only the professional-network link).
 */
import type { ParameterKey } from "../../../schemas/parameters";
import type { ThemeValues } from "./read-setting";

export type SocialNetwork =
  | "linkedin"
  | "facebook"
  | "instagram"
  | "x"
  | "youtube"
  | "tiktok"
  | "pinterest"
  | "whatsapp"
  | "discord"
  | "github"
  | "reviews";

export interface SocialLink {
  network: SocialNetwork;
  /** The setting it comes from. */
  key: ParameterKey;
  /** French, for aria-label and title. */
  label: string;
  url: string;
  /** Font Awesome classes, e.g. "fa-brands fa-linkedin". */
  iconClass: string;
}

const networks: readonly Omit<SocialLink, "url">[] = [
  { network: "linkedin", key: "LINKEDIN_URL", label: "LinkedIn", iconClass: "fa-brands fa-linkedin" },
  { network: "facebook", key: "FACEBOOK_URL", label: "Facebook", iconClass: "fa-brands fa-facebook" },
  { network: "instagram", key: "INSTAGRAM_URL", label: "Instagram", iconClass: "fa-brands fa-instagram" },
  { network: "x", key: "X_URL", label: "X", iconClass: "fa-brands fa-x-twitter" },
  { network: "youtube", key: "YOUTUBE_URL", label: "YouTube", iconClass: "fa-brands fa-youtube" },
  { network: "tiktok", key: "TIKTOK_URL", label: "TikTok", iconClass: "fa-brands fa-tiktok" },
  { network: "pinterest", key: "PINTEREST_URL", label: "Pinterest", iconClass: "fa-brands fa-pinterest" },
  { network: "whatsapp", key: "WHATSAPP_HANDLE", label: "WhatsApp", iconClass: "fa-brands fa-whatsapp" },
  { network: "discord", key: "DISCORD_URL", label: "Discord", iconClass: "fa-brands fa-discord" },
  { network: "github", key: "GITHUB_URL", label: "GitHub", iconClass: "fa-brands fa-github" },
  { network: "reviews", key: "REVIEW_SERVICE_URL", label: "Avis clients", iconClass: "fa-solid fa-star" },
];

// The registry admits absolute http(s) URLs only; checked again because these become href.
const httpUrl = /^https?:\/\/[^\s/\\]+[^\s\\]*$/i;

/** The URL of one social setting, or null: a messaging handle becomes its wa.me link. */
function urlOf(key: ParameterKey, value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (key === "WHATSAPP_HANDLE") {
    const digits = trimmed.replace(/[\s+]/g, "");
    return /^[0-9]{6,20}$/.test(digits) ? `https://wa.me/${digits}` : null;
  }
  return trimmed.length <= 2048 && httpUrl.test(trimmed) ? trimmed : null;
}

/** The social links that are set, in display order. */
export function socialLinksOf(values: ThemeValues): SocialLink[] {
  const links: SocialLink[] = [];
  for (const network of networks) {
    const url = urlOf(network.key, (values as Record<string, unknown>)[network.key]);
    if (url !== null) links.push({ ...network, url });
  }
  return links;
}
