import type { Page } from '@playwright/test';

/*
 * What a person sees wrong on a page, read from what the browser drew: a text covered by another element, two
 * texts drawn over each other, a page wider than the screen, a text cut by a box that hides its overflow. The
 * functions below run in the page: they are sent as their source (`toString`) in one script, so each uses only
 * the others and the page's globals, nothing of this module.
 */

type Edges = { left: number; top: number; right: number; bottom: number };
/** A text node's element, its drawn line boxes (`full`), their parts left visible by clipping ancestors (`shown`). */
type TextItem = { el: Element; full: Edges[]; shown: Edges[]; clip: Clip };
/** Where an element's clipping ancestors leave it visible, and the nearest one that hides (not scrolls) overflow. */
type Clip = { box: Edges; hider: Element | null };

/** Half a pixel of rounding either side, and two pixels before two texts count as drawn over each other. */
const SLACK = 1;
const OVERLAP = 2;

function edgesOf(rect: DOMRect | Edges): Edges {
  return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
}

function meet(a: Edges, b: Edges): Edges {
  return {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
}

/** Whether a box is drawn at all: a text of one pixel or less is a visually hidden label (`sr-only`). */
function drawn(box: Edges): boolean {
  return box.right - box.left > 1 && box.bottom - box.top > 1;
}

/** A short CSS path of an element (three levels: tag, id or two classes) and the start of its text. */
function named(el: Element): string {
  const step = (node: Element) =>
    node.tagName.toLowerCase() +
    (node.id
      ? `#${node.id}`
      : [...node.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join(''));
  const path: string[] = [];
  for (
    let node: Element | null = el;
    node && path.length < 3 && node !== document.body;
    node = node.parentElement
  )
    path.unshift(step(node));
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `${path.join(' > ')} "${text}"`;
}

/**
 * The part of the page an element can be seen in: its own box and its ancestors' boxes where their overflow is not
 * visible. `hider` is the nearest that hides or clips (a scrolling box shows the rest by scrolling, by design).
 */
function clipOf(el: Element, cache: Map<Element, Clip>): Clip {
  const known = cache.get(el);
  if (known) return known;
  const parent = el.parentElement;
  const outer: Clip = parent
    ? clipOf(parent, cache)
    : { box: { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity }, hider: null };
  const style = getComputedStyle(el);
  const overflows = [style.overflowX, style.overflowY];
  let clip = outer;
  if (overflows.some((value) => value !== 'visible')) {
    const box = edgesOf(el.getBoundingClientRect());
    const hides = overflows.some((value) => value === 'hidden' || value === 'clip');
    clip = {
      box: meet(outer.box, {
        left: style.overflowX === 'visible' ? -Infinity : box.left,
        right: style.overflowX === 'visible' ? Infinity : box.right,
        top: style.overflowY === 'visible' ? -Infinity : box.top,
        bottom: style.overflowY === 'visible' ? Infinity : box.bottom,
      }),
      hider: hides ? el : outer.hider,
    };
  }
  cache.set(el, clip);
  return clip;
}

/** The texts a person can see: drawn, not transparent, inside `scope`, with what their clipping ancestors leave. */
function visibleTexts(scope: Element, cache: Map<Element, Clip>): TextItem[] {
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const byElement = new Map<Element, TextItem>();
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName))
      continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const full = [...range.getClientRects()].map(edgesOf).filter(drawn);
    const clip = clipOf(el, cache);
    const shown = full.map((box) => meet(box, clip.box)).filter(drawn);
    if (shown.length === 0) continue;
    const item = byElement.get(el) ?? { el, full: [], shown: [], clip };
    item.full.push(...full);
    item.shown.push(...shown);
    byElement.set(el, item);
  }
  return [...byElement.values()];
}

/** Whether two elements are one text's own (the same, or one inside the other). */
function related(a: Element, b: Element): boolean {
  return a === b || a.contains(b) || b.contains(a);
}

/** Texts whose visible points inside the screen hit another element first (what is drawn on top there). */
function coveredTexts(items: TextItem[]): string[] {
  const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const found: string[] = [];
  for (const item of items) {
    for (const box of item.shown.map((shown) => meet(shown, screen)).filter(drawn)) {
      const y = (box.top + box.bottom) / 2;
      const xs = [(box.left + box.right) / 2];
      if (box.right - box.left > 8) xs.push(box.left + 3, box.right - 3);
      const hit = xs.map((x) => document.elementFromPoint(x, y)).find((top) => top && !related(top, item.el));
      if (hit) {
        found.push(`covered: ${named(item.el)} under ${named(hit)}`);
        break;
      }
    }
  }
  return found;
}

function overlapping(a: Edges, b: Edges): boolean {
  const box = meet(a, b);
  return box.right - box.left > OVERLAP && box.bottom - box.top > OVERLAP;
}

/** Two texts of different elements whose visible line boxes are drawn over each other. */
function overlappingTexts(items: TextItem[]): string[] {
  const found: string[] = [];
  items.forEach((item, index) => {
    for (const other of items.slice(index + 1)) {
      if (related(item.el, other.el)) continue;
      if (item.shown.some((box) => other.shown.some((them) => overlapping(box, them))))
        found.push(`drawn over each other: ${named(item.el)} and ${named(other.el)}`);
    }
  });
  return found;
}

/** Whether an element, or one between it and its hiding box, ends its text in an ellipsis or a clamp by design. */
function shortenedByDesign(el: Element, hider: Element): boolean {
  for (let node: Element | null = el; node && node !== hider.parentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') return true;
  }
  return false;
}

/** Texts partly cut off by an ancestor that hides its overflow (a scrolling box shows the rest, by design). */
function cutTexts(items: TextItem[]): string[] {
  const found: string[] = [];
  for (const { el, full, clip } of items) {
    if (!clip.hider) continue;
    const box = edgesOf(clip.hider.getBoundingClientRect());
    const outside = full.some(
      (line) =>
        line.left < box.left - SLACK ||
        line.right > box.right + SLACK ||
        line.top < box.top - SLACK ||
        line.bottom > box.bottom + SLACK,
    );
    if (outside && !shortenedByDesign(el, clip.hider))
      found.push(`cut: ${named(el)} drawn outside ${named(clip.hider)}`);
  }
  return found;
}

/** Whether an element stands in a fixed box (the closed drawer waiting past the edge): that never widens the page. */
function inFixedBox(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement)
    if (getComputedStyle(node).position === 'fixed') return true;
  return false;
}

/** When the page can be panned sideways: the outermost elements drawn past the screen's edges. */
function widerThanPage(cache: Map<Element, Clip>): string[] {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth + SLACK) return [];
  const past = (el: Element) => {
    const parent = el.parentElement;
    if (!el.checkVisibility() || inFixedBox(el)) return false;
    const box = parent ? meet(edgesOf(el.getBoundingClientRect()), clipOf(parent, cache).box) : null;
    return !!box && drawn(box) && (box.right > root.clientWidth + SLACK || box.left < -SLACK);
  };
  const culprits = [...document.body.querySelectorAll('*')].filter(
    (el) => past(el) && !(el.parentElement && past(el.parentElement)),
  );
  const names = culprits.slice(0, 3).map(named).join(', ');
  return [`wider than the page: ${root.scrollWidth} px in ${root.clientWidth} px (${names})`];
}

/**
 * The page's drawing problems. Hit tests read what is drawn on top, whatever takes pointer events (a badge that
 * lets clicks through is still drawn over a text). An open modal is what a person reads: only its texts are checked
 * then, the page under its backdrop is covered by design.
 */
function drawingProblemsInPage(): string[] {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { pointer-events: auto !important; }';
  document.head.append(style);
  try {
    const cache = new Map<Element, Clip>();
    const modals = [...document.querySelectorAll('[aria-modal="true"], dialog[open]')].filter((el) =>
      el.checkVisibility(),
    );
    const scope = modals.at(-1) ?? document.body;
    const items = visibleTexts(scope, cache);
    return [...widerThanPage(cache), ...coveredTexts(items), ...overlappingTexts(items), ...cutTexts(items)];
  } finally {
    style.remove();
  }
}

const inPage = [
  edgesOf,
  meet,
  drawn,
  named,
  clipOf,
  visibleTexts,
  related,
  coveredTexts,
  overlapping,
  overlappingTexts,
  shortenedByDesign,
  cutTexts,
  inFixedBox,
  widerThanPage,
  drawingProblemsInPage,
];
const script = `(() => { const SLACK = ${SLACK}; const OVERLAP = ${OVERLAP};
${inPage.map(String).join('\n')}
return drawingProblemsInPage(); })()`;

/** What is drawn wrong on the page as it stands (see the checks above); an empty list when nothing is. */
export async function drawingProblems(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(script);
}
