import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { fieldClass } from '../../../components/filter-fields';
import { QueryView } from '../../../components/query-view';
import { SkeletonRows } from '../../../components/skeleton';
import { useToast } from '../../../components/toast/use-toast';
import { formatDateTime } from '../../../lib/format-time';
import { useChatLinks, useRemoveDiscordWebhook, useSaveDiscordWebhook } from '../api/chat-links';
import { Section } from '../form-controls';

/**
 * Discord alerts: the member pastes a channel's webhook URL (Server Settings → Integrations →
 * Webhooks); the server checks it is Discord's and that the webhook exists before keeping it.
 */
export function DiscordSection() {
  const query = useChatLinks(false);
  const save = useSaveDiscordWebhook();
  const remove = useRemoveDiscordWebhook();
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  const inputId = useId();
  const errorId = useId();

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(url, {
      onSuccess: () => {
        setUrl('');
        toast({
          variant: 'success',
          title: 'Discord Webhook Saved',
          description: 'Matching opportunities will be posted to that channel.',
        });
      },
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onError: (error) =>
        toast({ variant: 'error', title: 'Could Not Remove It', description: error.message }),
    });

  return (
    <Section
      title="Discord"
      description="Every matching opportunity posted to a Discord channel, edited when it is gone."
    >
      <QueryView
        query={query}
        errorTitle="Failed to load your chat links"
        compactError
        loading={<SkeletonRows count={1} rowClassName="h-10" label="Loading your chat links" />}
      >
        {({ discord }) =>
          discord.linked ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm" data-testid="discord-status">
                Posting to <span className="font-medium">{discord.linked.label}</span> since{' '}
                <time dateTime={discord.linked.linkedAt}>
                  {formatDateTime(discord.linked.linkedAt)}
                </time>
              </p>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={onRemove}
                disabled={remove.isPending}
                aria-busy={remove.isPending}
              >
                <Trash2 className="size-4" aria-hidden />
                {remove.isPending ? 'Removing…' : 'Remove webhook'}
              </button>
            </div>
          ) : (
            <form className="flex flex-col gap-2" onSubmit={onSave}>
              <label htmlFor={inputId} className="text-sm font-medium">
                Webhook URL
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id={inputId}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://discord.com/api/webhooks/…"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  aria-invalid={save.isError}
                  aria-describedby={save.isError ? errorId : undefined}
                  className={`${fieldClass} min-w-0 flex-1`}
                />
                <button
                  type="submit"
                  className={buttonClass('secondary')}
                  disabled={url.trim() === '' || save.isPending}
                  aria-busy={save.isPending}
                >
                  {save.isPending ? 'Checking…' : 'Save webhook'}
                </button>
              </div>
              {save.isError ? (
                <p id={errorId} role="alert" className="text-xs text-loss">
                  {save.error.message}
                </p>
              ) : (
                <p className="text-xs text-muted">
                  In Discord: Server Settings → Integrations → Webhooks → New Webhook → Copy Webhook
                  URL. Anyone with this URL can post to the channel, so Arbiter never shows it
                  again.
                </p>
              )}
            </form>
          )
        }
      </QueryView>
    </Section>
  );
}
