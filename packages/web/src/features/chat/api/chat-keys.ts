/** Query keys of the chat room: its hosts per language. */
export const chatKeys = {
  models: (language: string) => ['livechat', 'models', language] as const,
};
