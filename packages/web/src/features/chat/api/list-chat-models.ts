import { useListChatModels } from '@/generated/livechat/livechat';
import { useSdk } from '@/lib/app-services';

/** The chat room's hosts and whether each is online (orval's hook, through the SDK). */
export const useChatModels = (language: string) =>
  useListChatModels({ language }, { request: { sdk: useSdk() } });
