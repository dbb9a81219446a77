import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { z } from "zod";

/**
 * zod closes every object (`additionalProperties: false`); fast-json-stringify writes only the properties a schema
 * names anyway, but checks the branches of an `anyOf` against the data with that keyword, so a closed branch would
 * refuse an answer with one key more (an error's fieldErrors) that zod would have stripped. Open them again.
 */
function opened(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(opened);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "additionalProperties" && value === false) continue;
    out[key] = opened(value);
  }
  return out;
}

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the declared zod answer, as Fastify does for its
 * own route schemas: keys the schema does not name are left out, and nothing is re-validated on the way out (a zod
 * parse of every answer cost 7–22 % of a hot route's CPU). What the schema cannot say (a transform) is written as is.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
  // Built on a route's first answer, not when the routes are registered: building all of them took a quarter of the
  // server's start-up (issue 24 point 6), for routes most starts never answer.
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    serialize ??= fastJson(
      opened(z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" })) as Parameters<
        typeof fastJson
      >[0],
    ) as (data: unknown) => string;
    return serialize(data);
  };
};
