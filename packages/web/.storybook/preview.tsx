import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n';
import '@/styles/global.css';

/** The app's English texts (i18next), for the components' stories. */
const texts: Loader = async () => ({ i18n: await createI18n('EN') });

const withTexts: Decorator = (Story, { loaded }) => (
  <I18nextProvider i18n={loaded['i18n']}>
    <Story />
  </I18nextProvider>
);

const preview: Preview = {
  loaders: [texts],
  decorators: [withTexts],
  parameters: { layout: 'padded' },
};

export default preview;
