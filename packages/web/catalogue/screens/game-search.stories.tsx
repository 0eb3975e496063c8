import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStory } from '../sandbox-app';

/** Games by name across the categories (`/search?q=`), each category one `listGames` call to the sandbox. */
const meta: Meta = { title: 'Screens/Game search' };
export default meta;

export const Filled: StoryObj = screenStory('/search?q=mahjong');
/** No game bears the name: the page names what it searched. */
export const Empty: StoryObj = screenStory('/search?q=qqxqq');
export const Loading: StoryObj = screenStory('/search?q=mahjong', {
  setup: (c) => c.setLatency(600_000, 'listGames'),
});
export const Error: StoryObj = screenStory('/search?q=mahjong', {
  setup: (c) => c.injectFailure('listGames', '500'),
});
/** A member's search: the hearts show the member's favourites. */
export const Member: StoryObj = screenStory('/search?q=mahjong', { user: ['demo', 'demo1234'] });
