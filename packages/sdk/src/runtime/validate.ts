/**
 * Runs an operation's generated zod schema (`src/generated/validators.ts`, zod's small build) on an answer and
 * names its first problem by path: `value.token: expected string`, `value.list[0].id: required`. The problem never
 * echoes the value itself, which may hold a token or personal data.
 * The schema is run through the Standard Schema interface zod's schemas carry (`~standard`).
 */

/** The path of the first problem of `value`, or undefined when it fits; `path` names where `value` sits. */
export type Validator = (value: unknown, path: string) => string | undefined;

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly errors?: readonly (readonly Issue[])[];
}

/**
 * The issue to report: inside a union, the branch the answer meant. Every 200 answer is a success or a refusal,
 * told apart by `success`, so a branch that refuses the answer's `success` is not the one it meant.
 */
function firstIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return issue;
  const meant = (branch: readonly Issue[]) => !branch.some((i) => i.path.at(-1) === 'success');
  const branch = issue.errors.find((b) => b.length > 0 && meant(b)) ?? issue.errors[0]!;
  // A branch's issues are placed from the union, not from the root.
  return branch[0] ? firstIssue({ ...branch[0], path: [...issue.path, ...branch[0].path] }) : issue;
}

/** Whether the property `path` ends with is missing from its object in `value`. */
function missing(value: unknown, path: readonly PropertyKey[]): boolean {
  let parent = value;
  for (const key of path.slice(0, -1)) parent = (parent as Record<PropertyKey, unknown> | null)?.[key];
  return typeof parent === 'object' && parent !== null && !(path.at(-1)! in parent);
}

function describeIssue(issue: Issue, value: unknown): string {
  if (issue.code === 'invalid_type')
    return missing(value, issue.path) ? 'required' : `expected ${issue.expected}`;
  if (issue.code === 'invalid_value')
    return `expected one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.code.replace(/_/g, ' ');
}

/** What the validator needs of a schema: Standard Schema's synchronous `validate`, with zod's issues. */
export interface ResponseSchema {
  readonly '~standard': {
    readonly validate: (value: unknown) => { readonly issues?: readonly unknown[] } | Promise<unknown>;
  };
}

/** A validator of `schema`. */
export const validator =
  (schema: ResponseSchema): Validator =>
  (value, path) => {
    const result = schema['~standard'].validate(value) as { readonly issues?: readonly Issue[] };
    if (!result.issues?.length) return undefined;
    const issue = firstIssue(result.issues[0]!);
    const where = issue.path.reduce<string>(
      (at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)),
      path,
    );
    return `${where}: ${describeIssue(issue, value)}`;
  };
