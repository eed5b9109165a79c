// The account roles (spec §4, §6), apart from the account schemas: the storefront's header reads
// them on every page, and this file imports no zod (docs/decisions/044).
export const roles = ["CUSTOMER", "ADMIN", "SUPER_ADMIN"] as const;
export type Role = (typeof roles)[number];

export const isAdminRole = (role: string | null | undefined): boolean =>
  role === "ADMIN" || role === "SUPER_ADMIN";
