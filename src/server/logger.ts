import pino, { type Logger } from "pino";

/** JSON logs on stdout (one line per event); quiet in tests. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
