// One plain layout for every mail: a text part and a matching, minimal HTML part.

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c] ?? c);

export interface MailContent {
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the bare URL in text. */
  action?: { label: string; url: string };
  after?: string[];
  signature: string;
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [content.action.url, ""] : []),
    ...(content.after ?? []).flatMap((p) => [p, ""]),
    content.signature,
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html lang="fr"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">',
    p(content.greeting),
    ...content.paragraphs.map(p),
    content.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0e4d55;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;word-break:break-all">${escapeHtml(content.action.url)}</p>`
      : "",
    ...(content.after ?? []).map(p),
    p(content.signature),
    "</body></html>",
  ].join("");
  return { text, html };
}
