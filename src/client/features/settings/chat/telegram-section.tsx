import { Link2, Send, Unlink } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { QueryView } from '../../../components/query-view';
import { SkeletonRows } from '../../../components/skeleton';
import { useToast } from '../../../components/toast/use-toast';
import { formatDateTime } from '../../../lib/format-time';
import { useChatLinks, useTelegramCode, useUnlinkTelegram } from '../api/chat-links';
import { Section } from '../form-controls';

/**
 * Telegram alerts: link a chat by sending the bot a one-time code (the deep link fills it in),
 * see which chat is linked, unlink it. Hidden behind a plain note when the server has no bot.
 */
export function TelegramSection() {
  const code = useTelegramCode();
  const unlink = useUnlinkTelegram();
  const { toast } = useToast();
  const waiting = code.data !== undefined;
  const query = useChatLinks(waiting);
  const linked = query.data?.telegram.linked ?? null;

  // Once the bot has taken the code, the code is spent: stop showing it and stop polling.
  useEffect(() => {
    if (linked && code.data) code.reset();
  }, [linked, code]);

  const onLink = () =>
    code.mutate(undefined, {
      onError: (error) =>
        toast({ variant: 'error', title: 'Could Not Start Linking', description: error.message }),
    });
  const onUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Telegram Unlinked',
          description: 'Arbiter sends no more alerts to that chat.',
        }),
      onError: (error) =>
        toast({ variant: 'error', title: 'Could Not Unlink Telegram', description: error.message }),
    });

  return (
    <Section
      title="Telegram"
      description="Every matching opportunity as a Telegram message, edited when it is gone."
    >
      <QueryView
        query={query}
        errorTitle="Failed to load your chat links"
        compactError
        loading={<SkeletonRows count={1} rowClassName="h-10" label="Loading your chat links" />}
      >
        {({ telegram }) =>
          !telegram.available ? (
            <p role="note" className="rounded-md border border-warn/40 px-3 py-2 text-sm">
              Telegram alerts are not set up on this Arbiter server: its operator has not configured
              a Telegram bot.
            </p>
          ) : telegram.linked ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm" data-testid="telegram-status">
                Linked to <span className="font-medium">{telegram.linked.label}</span> since{' '}
                <time dateTime={telegram.linked.linkedAt}>
                  {formatDateTime(telegram.linked.linkedAt)}
                </time>
              </p>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={onUnlink}
                disabled={unlink.isPending}
                aria-busy={unlink.isPending}
              >
                <Unlink className="size-4" aria-hidden />
                {unlink.isPending ? 'Unlinking…' : 'Unlink Telegram'}
              </button>
            </div>
          ) : code.data ? (
            <div className="flex flex-col gap-2 text-sm" data-testid="telegram-code">
              <p>
                Open the bot and press Start, or send it this message yourself. The code works once,
                until{' '}
                <time dateTime={code.data.expiresAt}>{formatDateTime(code.data.expiresAt)}</time>.
              </p>
              <code className="rounded-md border border-line bg-raised px-3 py-2 font-mono break-all select-all">
                {code.data.command}
              </code>
              <div className="flex flex-wrap gap-2">
                <a
                  className={buttonClass('primary')}
                  href={code.data.deepLink}
                  target="_blank"
                  rel="noreferrer"
                >
                  <Send className="size-4" aria-hidden />
                  Open @{telegram.botUsername}
                </a>
                <button type="button" className={buttonClass('ghost')} onClick={onLink}>
                  New code
                </button>
              </div>
              <p className="text-xs text-muted" aria-live="polite">
                Waiting for the bot to receive the code…
              </p>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-muted" data-testid="telegram-status">
                No Telegram chat is linked.
              </p>
              <button
                type="button"
                className={buttonClass('secondary', 'self-start')}
                onClick={onLink}
                disabled={code.isPending}
                aria-busy={code.isPending}
              >
                <Link2 className="size-4" aria-hidden />
                {code.isPending ? 'Getting a code…' : 'Link Telegram'}
              </button>
            </div>
          )
        }
      </QueryView>
    </Section>
  );
}
