import { useTranslation } from 'react-i18next';
import type { SocialLink } from '@/lib/site-config';
import './social-links.css';

const GLYPHS = { telegram: '✈', instagram: '◎', facebook: 'f' } as const;

/** The configured social links; renders nothing when none are configured. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  let telegram = 0;
  return (
    <ul className="social-links" aria-label={t('social.title')}>
      {links.map((link) => {
        const label = link.kind === 'telegram' ? t('social.telegram', { n: ++telegram }) : t(`social.${link.kind}`);
        return (
          <li key={link.url}>
            <a className={`social-links__link social-links__link--${link.kind}`} href={link.url} target="_blank" rel="noopener noreferrer">
              <span aria-hidden="true">{GLYPHS[link.kind]}</span>
              <span>{label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
