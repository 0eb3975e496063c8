/** Flattens an intersection into one object type, so editors show the fields, not the pieces. */
export type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * The envelope `value` of an openapi-typescript operation's 200 JSON response: its success's (`success: true`);
 * a refusal (`success: false`) is thrown as a `LobbyError` and never returned.
 */
export type ResponseValue<Op> = Op extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Extract<Body, { success: true }> extends { value: infer Value }
    ? Value
    : unknown
  : unknown;
