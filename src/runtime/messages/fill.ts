export type MessageParams = Record<string, string | number>;

/** `{{name}}` placeholders of a catalogue text filled from `params`; unknown ones are left as they are. */
export function fillPlaceholders(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
