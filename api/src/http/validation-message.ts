import type { FieldProblem } from "./envelope.js";

/**
 * One validation problem as Fastify hands it over: from the zod type provider
 * (`keyword` is the zod issue code, `params` the rest of the issue) or from
 * Fastify's own JSON-schema validator (ajv).
 */
export interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

// zod's default messages start like this; a schema's own message (a sentence
// we wrote that names the field) does not, and is kept as it is.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized key)/;

/**
 * Turns validator output into sentences that name the field, e.g.
 * "email is required", "password must be a string", "events must contain at
 * most 100 items". `context` is "body", "querystring", … (from Fastify).
 */
export function describeValidation(
  items: readonly ValidationItem[],
  context: string | undefined,
  /** What was validated (the parsed body or query), to tell a missing field from a wrong one. */
  input?: unknown,
): { message: string; fields: FieldProblem[] } {
  const fields = items.map((item) => {
    const missing = item.keyword === "required" ? item.params?.missingProperty : undefined;
    const path = fieldPath(
      typeof missing === "string" ? `${item.instancePath}/${missing}` : item.instancePath,
    );
    const absent = path !== "" && item.keyword !== "required" && valueAt(input, path) === undefined;
    const message =
      absent && input !== undefined && input !== null
        ? `${path} is required`
        : describeItem(item, path, context);
    return { path: path === "" ? (context ?? "body") : path, message };
  });
  const first = fields[0]?.message ?? "The request is not valid.";
  const message =
    fields.length > 1
      ? `${first} (and ${fields.length - 1} more problem${fields.length > 2 ? "s" : ""})`
      : first;
  return { message, fields };
}

function valueAt(input: unknown, path: string): unknown {
  let value: unknown = input;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function fieldPath(instancePath: string): string {
  return instancePath
    .split("/")
    .filter((part) => part !== "")
    .join(".");
}

function describeItem(item: ValidationItem, path: string, context: string | undefined): string {
  const subject = path === "" ? describeContext(context) : path;
  const params = item.params ?? {};
  const own = item.message;
  if (
    own !== undefined &&
    own !== "" &&
    !ZOD_DEFAULT_MESSAGE.test(own) &&
    isZodKeyword(item.keyword)
  ) {
    return own;
  }
  switch (item.keyword) {
    case "invalid_type": {
      const expected = String(params.expected ?? "value");
      // zod reports a missing property as "expected X, received undefined".
      if (/received undefined/.test(own ?? "")) return `${subject} is required`;
      // Fastify hands a request without a body over as null.
      if (path === "" && /received null/.test(own ?? "")) return `${subject} is required`;
      return `${subject} must be ${article(expected)}`;
    }
    case "too_small":
      return `${subject} ${sizeRule("at least", params)}`;
    case "too_big":
      return `${subject} ${sizeRule("at most", params)}`;
    case "invalid_format":
      return `${subject} must be a valid ${String(params.format ?? "value")}`;
    case "invalid_value": {
      const values = Array.isArray(params.values) ? params.values : [];
      return `${subject} must be one of ${values.map((value) => JSON.stringify(value)).join(", ")}`;
    }
    case "unrecognized_keys": {
      const keys = Array.isArray(params.keys) ? params.keys.join(", ") : "";
      return `${subject} has unknown fields: ${keys}`;
    }
    case "invalid_union":
      return `${subject} is not valid`;
    case "required":
      return `${subject} is required`;
    default:
      return own !== undefined && own !== "" ? `${subject}: ${own}` : `${subject} is not valid`;
  }
}

function isZodKeyword(keyword: string): boolean {
  return keyword !== "required" && keyword !== "type";
}

function describeContext(context: string | undefined): string {
  if (context === "querystring") return "The query string";
  if (context === "headers") return "The headers";
  return "The request body";
}

function article(expected: string): string {
  if (expected === "object") return "an object";
  if (expected === "array") return "a list";
  if (expected === "int") return "an integer";
  return `${/^[aeiou]/.test(expected) ? "an" : "a"} ${expected}`;
}

function sizeRule(bound: "at least" | "at most", params: Record<string, unknown>): string {
  const limit = Number(params.minimum ?? params.maximum);
  switch (params.origin) {
    case "string":
      return `must be ${bound} ${limit} character${limit === 1 ? "" : "s"} long`;
    case "array":
      return `must contain ${bound} ${limit} item${limit === 1 ? "" : "s"}`;
    default:
      return `must be ${bound} ${limit}`;
  }
}
