// The platform operator of the end-to-end server (issue 19 §1): playwright.config.ts hands it to
// the server through PLATFORM_OPERATOR_EMAIL and PLATFORM_OPERATOR_PASSWORD; the specs log in
// with it on the platform's host.
export const e2eOperator = {
  email: "operateur@platform.localhost",
  password: "Plateforme-e2e-2026!",
} as const;
