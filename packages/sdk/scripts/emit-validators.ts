/** Emits `src/generated/validators.ts`: one validator per component schema and per operation's `value`. */
import { schemaRefName, type SchemaObject } from './spec.js';

const PURE = '/*#__PURE__*/ ';

/** The exported name of a component schema's validator. */
export const validatorName = (component: string): string =>
  `schema${component.replace(/[^A-Za-z0-9_$]/g, '_')}`;

function typeValidator(type: string, schema: SchemaObject): string {
  switch (type) {
    case 'string':
      return 'str';
    case 'number':
      return 'num';
    case 'integer':
      return 'int';
    case 'boolean':
      return 'bool';
    case 'null':
      return 'nul';
    case 'array':
      return `${PURE}arr(${schema.items ? validatorExpression(schema.items) : 'any'})`;
    case 'object': {
      const props = Object.entries(schema.properties ?? {})
        .map(([key, value]) => `${JSON.stringify(key)}: ${validatorExpression(value)}`)
        .join(', ');
      // Only a schema for additional properties is checked: `additionalProperties: false` is not
      // enforced on responses, so a server adding a field cannot break clients built from an older spec.
      const extra = schema.additionalProperties;
      const rest = typeof extra === 'object' ? `, ${validatorExpression(extra)}` : '';
      return `${PURE}obj({ ${props} }, ${JSON.stringify(schema.required ?? [])}${rest})`;
    }
    default:
      throw new Error(`unsupported schema type ${type}`);
  }
}

/** A validator expression for a schema of the subset the spec conventions allow. */
export function validatorExpression(schema: SchemaObject): string {
  if (schema.$ref) return `${PURE}ref(() => ${validatorName(schemaRefName(schema.$ref))})`;
  const parts: string[] = [];
  if (schema.const !== undefined) parts.push(`${PURE}lit(${JSON.stringify(schema.const)})`);
  else if (schema.enum) parts.push(`${PURE}lit(${schema.enum.map((v) => JSON.stringify(v)).join(', ')})`);
  else {
    const types = schema.type === undefined ? (schema.properties ? ['object'] : []) : [schema.type].flat();
    const options = types.map((type) => typeValidator(type, schema));
    if (options.length === 1) parts.push(options[0]!);
    else if (options.length > 1) parts.push(`${PURE}union(${options.join(', ')})`);
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) parts.push(`${PURE}union(${choices.map(validatorExpression).join(', ')})`);
  if (schema.allOf) parts.push(...schema.allOf.map(validatorExpression));
  if (parts.length === 0) return 'any';
  return parts.length === 1 ? parts[0]! : `${PURE}all(${parts.join(', ')})`;
}

/** The whole validators module. */
export function emitValidators(
  components: Record<string, SchemaObject>,
  operations: Map<string, SchemaObject | undefined>,
): string {
  const lines = [
    `import { all, any, arr, bool, int, lit, nul, num, obj, ref, str, union } from '../runtime/validate.js';`,
    `import type { Validator } from '../runtime/validate.js';`,
    '',
    '// Component schemas.',
  ];
  for (const [name, schema] of Object.entries(components).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`export const ${validatorName(name)}: Validator = ${validatorExpression(schema)};`);
  }
  lines.push('', "// Each operation's envelope `value`.");
  for (const [operationId, schema] of operations) {
    lines.push(
      `export const ${operationId}Value: Validator = ${schema ? validatorExpression(schema) : 'any'};`,
    );
  }
  return lines.join('\n');
}
