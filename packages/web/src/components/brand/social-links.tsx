import { useTranslation } from 'react-i18next';
import { externalUrl } from '@/lib/safe-url';
import type { SocialLink } from '@/lib/site-config';
import './social-links.css';

const GLYPHS = { telegram: '✈', instagram: '◎', facebook: 'f' } as const;

/** The configured social links, each an absolute http(s) address (others are left out); nothing when none is left. */
export function SocialLinks({ links: configured }: { links: readonly SocialLink[] }) {
  const { t } = useTranslation();
  const links = configured.flatMap((link) => {
    const url = externalUrl(link.url);
    return url ? [{ ...link, url }] : [];
  });
  if (links.length === 0) return null;
  let telegram = 0;
  return (
    <ul className="social-links" aria-label={t('social.title')}>
      {links.map((link) => {
        const label =
          link.kind === 'telegram' ? t('social.telegram', { n: ++telegram }) : t(`social.${link.kind}`);
        return (
          <li key={link.url}>
            <a
              className={`social-links__link social-links__link--${link.kind}`}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span aria-hidden="true">{GLYPHS[link.kind]}</span>
              <span>{label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
