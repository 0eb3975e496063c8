import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { socialKeys } from './social-keys';

type MessagePage = Schemas['PageInboxMessages'];

export const readMessage = (sdk: LobbySdk, messageId: string) => sdk.content.readMessage({ messageId });

/** The badges (centre and unread count) read again from the server after the inbox changed. */
export function refreshInboxBadges(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: socialKeys.memberInfo() }),
    client.invalidateQueries({ queryKey: socialKeys.unreadCount() }),
  ]);
}

/**
 * Marks a message read. The open page keeps it (marked read, even under the unread filter, so it does not
 * vanish while being read); other pages read again when next shown; the badges go down.
 */
export function useReadMessage() {
  const sdk = useSdk();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => readMessage(sdk, messageId),
    onSuccess: (_ok, messageId) => {
      client.setQueriesData<MessagePage>({ queryKey: socialKeys.messages() }, (page) =>
        page
          ? { ...page, list: page.list.map((m) => (m.messageId === messageId ? { ...m, isRead: true } : m)) }
          : page,
      );
      void client.invalidateQueries({ queryKey: socialKeys.messages(), refetchType: 'none' });
      return refreshInboxBadges(client);
    },
  });
}
