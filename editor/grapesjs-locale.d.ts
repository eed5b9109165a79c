// GrapesJS ships its translations without type declarations.
declare module "grapesjs/locale/fr.mjs" {
  const messages: Record<string, unknown>;
  export default messages;
}
