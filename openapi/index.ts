/**
 * Types of the spec for the TypeScript code that reads the bundled document itself (the sandbox,
 * the contract tests): one definition of the schema subset the spec conventions allow.
 */

/** A JSON Schema node of the spec: only the keywords the conventions in README.md allow. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  additionalProperties?: boolean | Schema;
  description?: string;
  example?: unknown;
}
