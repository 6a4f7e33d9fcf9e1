import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { chatLinksViewSchema, telegramLinkCodeSchema } from '../../../../contracts/chat-links';
import { apiFetch } from '../../../lib/api-fetch';
import { apiQuery } from '../../../lib/query-client';

export const CHAT_LINKS_URL = '/api/alerts/chats';

/**
 * GET /api/alerts/chats: the member's Telegram and Discord links. While a link code is out it is
 * read every 2 s, so "Linked" shows as soon as the member presses Start in Telegram.
 */
export function useChatLinks(waitingForLink: boolean) {
  return useQuery({
    ...apiQuery(CHAT_LINKS_URL, chatLinksViewSchema),
    refetchInterval: waitingForLink ? 2_000 : false,
  });
}

/** POST /api/alerts/telegram/code: a one-time code to send the bot. */
export function useTelegramCode() {
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/alerts/telegram/code', { method: 'POST', schema: telegramLinkCodeSchema }),
  });
}

/** DELETE /api/alerts/telegram: no more alerts in the linked chat. */
export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/alerts/telegram', { method: 'DELETE', schema: z.undefined() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CHAT_LINKS_URL] }),
  });
}

/** PUT /api/alerts/discord: the webhook alerts are posted to (checked by the server first). */
export function useSaveDiscordWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      apiFetch('/api/alerts/discord', { method: 'PUT', json: { url }, schema: z.undefined() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CHAT_LINKS_URL] }),
  });
}

/** DELETE /api/alerts/discord: no more posts to the webhook. */
export function useRemoveDiscordWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/alerts/discord', { method: 'DELETE', schema: z.undefined() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CHAT_LINKS_URL] }),
  });
}
