import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { connectionActors, connectionMachine } from '@lobby/flows';
import { createEventsClient, eventsUrl, type LobbyEvent } from '@lobby/sdk/events';
import { eventChanges, polledChanges, refreshMemberReads, refreshReads } from '@/hooks/live-changes';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { useServices } from '@/lib/app-services';
import { reportSiteSwitch } from '@/lib/site-switch';
import { webSocketUrl } from './socket-url';
import type { MemberEvent } from './use-member-notices';

/** The connection's state as the listener marks it (`connecting`, `live`, `reconnecting`, `offline`, `stopped`). */
export type ChannelState = string;

// The maintenance switch's statuses as the HTTP answers that report them: the site-switch notice takes it from
// there (it reads the system status and offers the refresh that shows the maintenance screen).
const SWITCH_ANSWER: Readonly<Record<number, number>> = { 1: 503, 2: 403 };

/** The notice an event is worth, if any: what the member should act on or would want to know at once. */
function useEventNotice(): (event: LobbyEvent) => MemberEvent | null {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return useCallback(
    (event) => {
      const id = `event-${event.id}`;
      if (event.name === 'rewardIssued')
        return { id, title: t('socket.rewardIssued', { amount: money(event.data.amount) }) };
      if (event.name === 'withdrawalAwaitingConfirmation')
        return { id, title: t('socket.withdrawalToConfirm', { amount: money(event.data.amount) }) };
      return null;
    },
    [t, money],
  );
}

/** Applies one event: its reads read again, the session ended with its reason, the maintenance switch, a notice. */
function useApplyEvent(push: (notice: MemberEvent) => void): (event: LobbyEvent) => void {
  const { tokens } = useServices();
  const queryClient = useQueryClient();
  const notice = useEventNotice();
  return useCallback(
    (event) => {
      void refreshReads(queryClient, eventChanges(event));
      const token = tokens.get();
      // The session machine ends the session as after any refused call, and the login popup names the reason.
      if (event.name === 'sessionEnded' && token) tokens.refuse(token, event.data.reason);
      const status = event.name === 'maintenanceSwitched' ? SWITCH_ANSWER[event.data.status] : undefined;
      if (status) reportSiteSwitch(status);
      const shown = notice(event);
      if (shown) push(shown);
    },
    [queryClient, tokens, notice, push],
  );
}

/**
 * The events channel while a member is logged in: the connection machine over the SDK's events client (the token
 * sent once connected, never in the URL; the configured socket URL when it is a valid one, else the channel on
 * the site's origin). Each event reads again what it changes; a resync reads every member read again; while the
 * channel is down the machine's polls read the polled ones, and nothing alarming is shown. Unmounting (a logout)
 * stops the machine, which closes the channel cleanly.
 */
export function LiveChannel({
  push,
  onState,
}: {
  push: (notice: MemberEvent) => void;
  onState: (state: ChannelState) => void;
}) {
  const { config, tokens } = useServices();
  const queryClient = useQueryClient();
  const [machine] = useState(() => {
    const url = webSocketUrl(config.socketUrl) ?? eventsUrl(window.location.origin);
    const client = createEventsClient({ token: () => tokens.get(), url });
    return connectionMachine.provide({ actors: connectionActors(client) });
  });
  const actor = useActorRef(machine);
  const apply = useApplyEvent(push);

  useEffect(() => {
    let wasLive = actor.getSnapshot().value === 'live';
    const subscriptions = [
      actor.on('event', ({ event }) => apply(event)),
      actor.on('resync', () => void refreshMemberReads(queryClient)),
      actor.on('poll', () => void refreshReads(queryClient, polledChanges())),
      // Refused or ended without a word on why: the same as a refused call.
      actor.on('ended', () => {
        const token = tokens.get();
        if (token) tokens.refuse(token);
      }),
      actor.subscribe((snapshot) => {
        // Live for the first time: what changed between the page's reads and now came before the channel did.
        if (!wasLive && snapshot.value === 'live') void refreshReads(queryClient, polledChanges());
        wasLive ||= snapshot.value === 'live';
        onState(String(snapshot.value));
      }),
    ];
    onState(String(actor.getSnapshot().value));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, apply, onState, queryClient, tokens]);

  return null;
}
