import type { z } from "zod";
import type { Endpoint } from "../constants/calls";

/**
 * A call of SPEC.md §7 with its schemas: the endpoint (method, path, bot
 * version) and the zod schemas of its body, its query and the `data` of its
 * success envelope. The api registers its route from it (api/src/routes/
 * mount.ts) and its OpenAPI document follows; the site types its HTTP client
 * with the inferred types.
 */
export interface Call<
  E extends Endpoint = Endpoint,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly endpoint: E;
  readonly body: B;
  readonly query: Q;
  readonly response: R;
}

export function defineCall<
  const E extends Endpoint,
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(endpoint: E, schemas: { body?: B; query?: Q; response: R }): Call<E, B, Q, R> {
  return {
    endpoint,
    body: schemas.body as B,
    query: schemas.query as Q,
    response: schemas.response,
  };
}
