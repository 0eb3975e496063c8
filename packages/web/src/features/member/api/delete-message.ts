import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { refreshInboxBadges } from './read-message';
import { socialKeys } from './social-keys';

export const deleteMessage = (sdk: LobbySdk, messageId: string) => sdk.content.deleteMessage({ messageId });

/** Deletes a message: the inbox pages and the badges (an unread message deleted counts no more) read again. */
export function useDeleteMessage() {
  const sdk = useSdk();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteMessage(sdk, messageId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: socialKeys.messages() }),
        refreshInboxBadges(client),
      ]),
  });
}
