import { embedFrameSandbox } from '@/lib/frame-sandbox';

/**
 * Another site's page in a sandboxed frame (`embedFrameSandbox`: scripts, forms, popups, and same-origin only for a
 * vendor's own origin); no top navigation, and no referrer leaks our URL.
 */
export function EmbedFrame({ url, title, allow }: { url: string; title: string; allow?: string }) {
  return (
    <iframe
      className="game-popup__frame"
      src={url}
      title={title}
      sandbox={embedFrameSandbox(url)}
      referrerPolicy="no-referrer"
      allow={allow}
    />
  );
}
