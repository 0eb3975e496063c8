import type { ReactElement } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import common from '@/i18n/locales/en/common.json';
import agentReports from '@/i18n/locales/en/agentReports.json';

/** Renders a report component with the English texts it uses (no app, no server). */
export async function renderWithTexts(ui: ReactElement) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, agentReports } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
