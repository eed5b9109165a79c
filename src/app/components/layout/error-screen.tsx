import { Link } from "react-router";

/** spec §2 error page: the message (default 'Error') and the status (default 500). */
export function ErrorScreen({
  status = 500,
  message,
  backHome,
}: {
  status?: number;
  message: string;
  backHome: string;
}) {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center" aria-labelledby="error-title">
      <title>{`${status} — ${message}`}</title>
      <p className="text-6xl font-semibold text-primary">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold">
        {message}
      </h1>
      <p className="mt-8">
        <Link
          to="/"
          className="inline-block rounded bg-primary px-5 py-3 font-semibold text-on-primary underline-offset-4 hover:underline"
        >
          {backHome}
        </Link>
      </p>
    </section>
  );
}
