/** The default icon shown when a card has no image or its image fails (inline, so it never fails). */
export const DEFAULT_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="#2a2f45"/><path d="M35 48h50a12 12 0 0 1 12 12v14a10 10 0 0 1-18 6l-6-8H47l-6 8a10 10 0 0 1-18-6V60a12 12 0 0 1 12-12z" fill="#596087"/><circle cx="78" cy="60" r="4" fill="#2a2f45"/><circle cx="86" cy="66" r="4" fill="#2a2f45"/><rect x="38" y="58" width="14" height="4" rx="2" fill="#2a2f45"/><rect x="43" y="53" width="4" height="14" rx="2" fill="#2a2f45"/></svg>',
  );
