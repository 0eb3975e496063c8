/** Flattens an intersection into one object type, so editors show the fields, not the pieces. */
export type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The envelope `value` of an openapi-typescript operation's 200 JSON response. */
export type ResponseValue<Op> = Op extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body extends { value: infer Value }
    ? Value
    : unknown
  : unknown;
