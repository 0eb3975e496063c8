import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { chatKeys } from './chat-keys';

export const listChatModels = (sdk: LobbySdk, language: string, signal?: AbortSignal) =>
  sdk.livechat.listChatModels({ language }, { signal });
export const chatModelsQueryOptions = (sdk: LobbySdk, language: string) =>
  queryOptions({
    queryKey: chatKeys.models(language),
    queryFn: ({ signal }) => listChatModels(sdk, language, signal),
  });
/** The chat room's hosts and whether each is online. */
export const useChatModels = (language: string) => useQuery(chatModelsQueryOptions(useSdk(), language));
