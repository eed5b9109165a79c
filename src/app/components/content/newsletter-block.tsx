import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import type { SubmissionResult } from "./submission";
import { useT } from "./use-t";

/**
 * The newsletter subscription block (ENABLE_NEWSLETTER): an e-mail posted to /newsletter, whose
 * action calls POST /newsletter/subscribe. Without JavaScript the form posts and /newsletter shows
 * the outcome; with it, the outcome appears here.
 */
export function NewsletterBlock() {
  const t = useT();
  const fetcher = useFetcher<SubmissionResult>();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  const error = result && !result.ok ? (result.errors.email?.join(" ") ?? result.message) : null;
  return (
    <fetcher.Form method="post" action="/newsletter" className="vs-newsletter" ref={formRef} noValidate>
      <h2 className="font-title text-base font-semibold !text-footer-foreground">
        {t("content.newsletter")}
      </h2>
      <p className="m-0 text-sm">{t("content.newsletterIntro")}</p>
      <label htmlFor={id} className="text-sm">
        {t("content.email")}
      </label>
      <div className="vs-search__row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          className="vs-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className="vs-button vs-button--accent" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("content.sending") : t("content.newsletterSubscribe")}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="vs-newsletter__status">
        {result?.ok ? t("content.newsletterDone") : error}
      </p>
    </fetcher.Form>
  );
}
