import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStory } from '../sandbox-app';

/** The news page (`/news`, `/news/:id`): the sandbox's announcements in pages of 9. */
const meta: Meta = { title: 'Screens/News' };
export default meta;

export const FirstPage: StoryObj = screenStory('/news');
export const SecondPage: StoryObj = screenStory('/news?page=2');
/** An announcement that is gone: the page says so and leads back to the list. */
export const Missing: StoryObj = screenStory('/news/no-such-id');
/** The announcements' answer held back for ten minutes. */
export const Loading: StoryObj = screenStory('/news', {
  setup: (c) => c.setLatency(600_000, 'listAnnouncements'),
});
/** A server error: the page says so and offers Try again. */
export const Error: StoryObj = screenStory('/news', {
  setup: (c) => c.injectFailure('listAnnouncements', '500'),
});
/** A site opened on another domain: the offer of the brand's main one over the page. */
export const MainDomainOffer: StoryObj = screenStory('/news', {
  setup: (c) => c.setMainDomain('main-lobby.example'),
});
