import { useEffect, useRef, useState } from 'react';
import { DEFAULT_ICON } from '@/lib/default-icon';

/** Shown once this share of the image is in view. */
const LAZY_IMAGE_THRESHOLD = 0.1;

/**
 * An image loaded once it is 10 % in view (IntersectionObserver, `loading="lazy"` as a second
 * line), tried once: a failure shows the default icon instead of retrying.
 */
export function LazyImage({
  src,
  alt,
  className,
  width,
  height,
}: {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const shown = failed ? DEFAULT_ICON : visible ? src : undefined;
  return (
    <img
      ref={ref}
      className={className}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      data-state={failed ? 'fallback' : visible ? 'loaded' : 'waiting'}
      onError={() => setFailedSrc(src)}
    />
  );
}
