/** Stored rich text (articles, news, services, forms): sanitized with DOMPurify when written. */
export function RichHtml({ html, className = "vs-prose" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when it was written
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
