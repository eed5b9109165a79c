import { cn } from "./cn";

export interface StatusMessageProps {
  message: string | null;
  tone?: "info" | "success" | "error";
  className?: string;
}

/** A message read out by screen readers when it changes (polite; errors assertive). */
export function StatusMessage({ message, tone = "info", className }: StatusMessageProps) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      aria-live={tone === "error" ? "assertive" : "polite"}
      className={cn(
        "min-h-5 text-sm",
        tone === "error"
          ? "font-semibold text-red-700"
          : tone === "success"
            ? "text-green-800"
            : "text-slate-700",
        className,
      )}
    >
      {message ?? ""}
    </p>
  );
}
