import { stdSerializers } from "pino";

/** What a log line says of a failed query: no message, params or detail, which quote values. */
export interface LoggedQueryError {
  [field: string]: unknown;
  type: string;
  message: string;
  /** The statement's verb and table ("update users"), never its values. */
  query?: string;
  /** The SQLSTATE ("23505", "57014"…). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack's frames only: its first line is the message. */
  stack: string;
}

/** drizzle's DrizzleQueryError: `message` and `params` hold the values sent. */
interface QueryFailure {
  query: string;
  params: unknown;
}

/** An error of PostgreSQL (pg or PGlite): `message` and `detail` may quote a row. */
interface DatabaseFailure {
  code: string;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Pino's `err` serializer for the api's logs (issue #35, finding 4): any
 * error that is, or was caused by, a failed query is logged as its SQLSTATE
 * code, the query's name and the constraint, table and column it names,
 * never the query's parameters or the database's message and detail, which
 * carry them (a password hash, a client's IP, an analytics event). Other
 * errors are logged as pino logs them.
 */
export function serializeError(error: Error): LoggedQueryError {
  const query = causes(error).find(isQueryFailure);
  const database = causes(error).find(isDatabaseFailure);
  if (query === undefined && database === undefined) {
    return stdSerializers.err(error) as LoggedQueryError;
  }
  const name = query === undefined ? undefined : queryName(query.query);
  const logged: LoggedQueryError = {
    type: error instanceof Error ? error.constructor.name : typeof error,
    message: `query ${name ?? "(unnamed)"} failed${database ? ` with SQLSTATE ${database.code}` : ""}`,
    stack: error instanceof Error ? (framesOf(error.stack) ?? "") : "",
  };
  if (name !== undefined) logged.query = name;
  if (database !== undefined) {
    logged.code = database.code;
    for (const field of ["constraint", "table", "column"] as const) {
      const value = database[field];
      if (typeof value === "string") logged[field] = value;
    }
  }
  return logged;
}

/**
 * A statement's verb and first table, lower case, without quotes:
 * `update "users" set … = $1` → "update users"; `select … from "orders" …`
 * → "select orders". Table names are the schema's, never data.
 */
export function queryName(sql: string): string {
  const text = sql.replace(/\s+/g, " ").trim().toLowerCase();
  const table = (name: string | undefined) => name?.replaceAll('"', "") ?? "";
  const write = /^(insert into|update|delete from) ("?[\w.]+"?(?:\."?\w+"?)?)/.exec(text);
  if (write) return `${write[1]} ${table(write[2])}`;
  const read = /^(select|with)\b.*? from ("?[\w.]+"?(?:\."?\w+"?)?)/.exec(text);
  if (read) return `select ${table(read[2])}`;
  return /^\w+/.exec(text)?.[0] ?? "query";
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current);
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

function isQueryFailure(value: unknown): value is QueryFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { query?: unknown }).query === "string" &&
    "params" in value
  );
}

function isDatabaseFailure(value: unknown): value is DatabaseFailure {
  if (typeof value !== "object" || value === null) return false;
  const { code, severity, routine } = value as Record<string, unknown>;
  return (
    typeof code === "string" &&
    SQLSTATE.test(code) &&
    (typeof severity === "string" || typeof routine === "string")
  );
}

/** The "    at …" lines of a stack: its first lines repeat the message. */
function framesOf(stack: string | undefined): string | undefined {
  return stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}
