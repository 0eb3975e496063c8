/**
 * The hostile backend (`PUT /__sandbox/hostile {"on": true}`): every free text of an answer carries markup
 * that runs script if it ever becomes HTML, and every URL field a `javascript:` URL that runs script if it is
 * ever followed, framed or navigated to. Both set `top.__hostile`, so a test sees execution itself, not only
 * markup, and needs no CSP to stop it. Only the strings change: the answer keeps its shape, so the client's
 * response validation passes and the hostile values reach the screens.
 */

/** What a hostile URL runs when followed: visible to the page's own window even from a frame. */
export const HOSTILE_URL = 'javascript:top.__hostile=1';
/** What every hostile text ends with: breaks out of an attribute, then an element with a handler, then a script. */
export const HOSTILE_MARKUP = `"'><img src=x onerror="top.__hostile=1"><script>top.__hostile=1</script>`;

// Keys whose strings are addresses: links, images, frames, launches, banner targets.
const URL_KEY = /(url|Url|URL|href|Href|link|Link|src|Src|linkage|Linkage)$/;
// Keys whose strings are free text a person wrote: titles, bodies, names, notes, messages.
const TEXT_KEY =
  /^(title|content|summary|description|remark|message|text|question|answer|nickname|prizeName|label|info|notice|body|[a-z]*Name|[a-z]*Text|[a-z]*Title|[a-z]*Content)$/;

function walk(value: unknown, key: string | null): unknown {
  if (typeof value === 'string' && key !== null) {
    if (URL_KEY.test(key) && value !== '') return HOSTILE_URL;
    if (TEXT_KEY.test(key)) return `${value}${HOSTILE_MARKUP}`;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => walk(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  return value;
}

/** An answer's envelope made hostile: its `value` only (the envelope's own message stays). */
export function hostileBody<T extends { value?: unknown }>(body: T): T {
  return { ...body, value: walk(body.value, null) };
}
