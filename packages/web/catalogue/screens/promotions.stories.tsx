import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStory } from '../sandbox-app';

/** The promotions page (`/promotions`) for a visitor; its list is the sandbox's `listPromotions`. */
const meta: Meta = { title: 'Screens/Promotions' };
export default meta;

export const Filled: StoryObj = screenStory('/promotions');
/** The list's answer held back for ten minutes. */
export const Loading: StoryObj = screenStory('/promotions', {
  setup: (c) => c.setLatency(600_000, 'listPromotions'),
});
/** A server error: the page says so and offers Try again. */
export const Error: StoryObj = screenStory('/promotions', {
  setup: (c) => c.injectFailure('listPromotions', '500'),
});
/** A malformed answer (not the spec's shape) is an error too, never a crash. */
export const Malformed: StoryObj = screenStory('/promotions', {
  setup: (c) => c.injectFailure('listPromotions', 'malformed'),
});
