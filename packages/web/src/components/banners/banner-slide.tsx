import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Schemas } from '@lobby/sdk';
import { useGameLauncher } from '@/components/game-launch/game-launcher';
import { useImageUrl } from '@/hooks/use-image-url';
import { bannerTarget } from './safe-link';

/** One banner image, wrapped in its (safe) link. The first slide loads eagerly: it is the page's largest paint. */
export function BannerSlide({
  banner,
  label,
  eager,
}: {
  banner: Schemas['Banner'];
  label: string;
  eager: boolean;
}) {
  const src = useImageUrl(banner.url);
  const image = (
    <img
      className="banner__image"
      src={src}
      alt={banner.title ?? label}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      width={1200}
      height={400}
    />
  );
  const target = bannerTarget(banner);
  if (target.kind === 'route') return <Link to={target.to}>{image}</Link>;
  if (target.kind === 'game') return <GameBanner card={target.card}>{image}</GameBanner>;
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
}

/** A banner that starts its game through the app's launcher (login, trial and provider rules included). */
function GameBanner({ card, children }: { card: Schemas['GameCard']; children: ReactNode }) {
  const launch = useGameLauncher();
  return (
    <button type="button" className="banner__game" onClick={() => launch(card)}>
      {children}
    </button>
  );
}
