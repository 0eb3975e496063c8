import { useMutation } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import type { FlowErrorLike } from '@/lib/error-keys';
import { safeUrl } from '@/lib/safe-url';

/** A chat room to show: its framed URL and the host's name. */
export interface ChatRoom {
  url: string;
  name: string;
}

/** The room's URL is the server's: only an app path or http(s) is framed; anything else fails the launch. */
function roomUrl(value: string): string {
  const url = safeUrl(value);
  if (!url) throw { code: 'error_invalid_url', key: 'error_invalid_url' } satisfies FlowErrorLike;
  return url;
}

export const launchChat = (sdk: LobbySdk, modelId: string, language: string) =>
  sdk.livechat.launchChat({ modelId, language }).then((value) => roomUrl(value.url));

/** Opens a host's room in the language shown; `onRoom` receives it. */
export function useLaunchChat(language: string, onRoom: (room: ChatRoom) => void) {
  const sdk = useSdk();
  return useMutation({
    mutationFn: (model: { modelId: string; nickname: string }) =>
      launchChat(sdk, model.modelId, language).then((url) => ({ url, name: model.nickname })),
    onSuccess: onRoom,
  });
}
