import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isGtagId, loadGtag, trackPage } from '@/lib/analytics';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';
import '@/components/ui/floating-notice.css';

// Every language's consent texts, each its own chunk; only a brand that asks for consent loads them.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/locales/*/analytics.json');
const consentTexts: NamespaceLoader = async (folder) =>
  (await files[`../../i18n/locales/${folder}/analytics.json`]?.())?.default;

/** Where the visitor's answer is kept (this device, until they clear it). */
export const CONSENT_KEY = 'analyticsConsent';
type Choice = 'granted' | 'denied';

function storedChoice(): Choice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

function storeChoice(choice: Choice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage blocked: the answer holds for this page only, which is still the visitor's choice.
  }
}

function ConsentBanner({ onChoose }: { onChoose: (choice: Choice) => void }) {
  const { t, i18n } = useTranslation('analytics');
  const texts = useQuery(
    textsQuery('analytics', i18n.language, () => loadNamespace(i18n, 'analytics', consentTexts)),
  );
  if (!texts.data) return null;
  return (
    <section className="floating-notice" aria-label={t('consent.label')}>
      <p className="floating-notice__text">{t('consent.message')}</p>
      <div className="floating-notice__actions">
        <button type="button" className="button button--small" onClick={() => onChoose('denied')}>
          {t('consent.decline')}
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => onChoose('granted')}
        >
          {t('consent.allow')}
        </button>
      </div>
    </section>
  );
}

/**
 * The brand's Google tag: loaded only for a valid `analytics.gtagId`, and where the brand asks for consent
 * (`analyticsConsent` in its deployment settings) only once the visitor allowed it. Sends a page view per route.
 */
export function AnalyticsTag({ gtagId, consent }: { gtagId: string; consent: boolean }) {
  const { pathname } = useLocation();
  const [choice, setChoice] = useState<Choice | null>(storedChoice);
  const valid = isGtagId(gtagId);
  const allowed = valid && (!consent || choice === 'granted');

  useEffect(() => {
    // loadGtag adds the script once; each route after that is one page view.
    if (allowed && loadGtag(gtagId)) trackPage(pathname);
  }, [allowed, gtagId, pathname]);

  if (!valid || !consent || choice !== null) return null;
  return (
    <ConsentBanner
      onChoose={(next) => {
        storeChoice(next);
        setChoice(next);
      }}
    />
  );
}
