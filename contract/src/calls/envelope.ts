import { z } from "zod";

/**
 * The body of every `/api/mms` and `/ws` answer (docs/api.md, "The
 * envelope"): `code` 0 with HTTP 200 on success, otherwise the HTTP status or
 * a session code (SESSION_CODES), and a sentence a person can read.
 */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T;
}

/** A validation failure for one field: `path` like "events.3.event_name". */
export interface FieldProblem {
  path: string;
  message: string;
}

/** The zod schema of a success envelope around `data` (responses and OpenAPI). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), message: z.literal("ok"), data });
}

/** The zod schema of every error envelope (responses and OpenAPI). */
export const errorEnvelopeSchema = z
  .object({
    code: z.number().int(),
    message: z.string(),
    data: z
      .looseObject({
        fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      })
      .optional(),
  })
  .meta({ id: "ErrorEnvelope", description: "Every error answer: see docs/api.md." });

export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;
