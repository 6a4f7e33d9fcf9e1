import { Check, Copy, KeyRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiToken, CreatedApiToken } from '../../../contracts/api-tokens';
import { buttonClass } from '../../components/button-styles';
import { fieldClass } from '../../components/filter-fields';
import { QueryView } from '../../components/query-view';
import { SkeletonRows } from '../../components/skeleton';
import { formatDateTime } from '../../lib/format-time';
import { errorMessage } from '../../lib/server-message';
import { useApiTokens, useCreateApiToken } from './api/api-tokens';
import { Field, Section } from './form-controls';
import { RevokeTokenDialog } from './revoke-token-dialog';

/** The new secret, shown once: copy it now or create another. */
function NewSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      // No clipboard permission: select the text so the member can copy it by hand.
      input.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div
      role="status"
      className="space-y-3 rounded-md border border-warn/50 bg-warn/5 p-4"
      aria-label="New API token"
    >
      <p className="text-sm font-medium">
        Your new token “{created.token.name}”. Copy it now: you will not see it again.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          readOnly
          value={created.secret}
          aria-label="Token secret"
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldClass} font-mono text-xs`}
        />
        <button type="button" className={buttonClass('primary')} onClick={() => void copy()}>
          {copied === 'yes' ? (
            <Check className="size-4" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </button>
      </div>
      {copied === 'failed' && (
        <p className="text-xs text-warn">
          The browser did not allow copying: the token is selected, copy it with your keyboard.
        </p>
      )}
      <button type="button" className={buttonClass('secondary')} onClick={onDone}>
        I have stored it
      </button>
    </div>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{token.name}</p>
        <p className="text-xs text-muted tabular-nums">
          <span className="font-mono">{token.prefix}…</span> · created{' '}
          {formatDateTime(token.createdAt)} · last used{' '}
          {token.lastUsedAt === null ? 'never' : formatDateTime(token.lastUsedAt)}
        </p>
      </div>
      <RevokeTokenDialog token={token} />
    </li>
  );
}

/**
 * Settings → Account → API tokens: read-only tokens for the member API (/api/v1), each shown once
 * when created. Creating one needs a membership; listing and revoking do not.
 */
export function ApiTokensSection({ subscriber }: { subscriber: boolean }) {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (answer) => {
        setCreated(answer);
        setName('');
      },
    });
  };

  return (
    <Section
      title="API tokens"
      description={
        <>
          Read your opportunities, stream, bets, bankroll, portfolio and history from your own tools
          with a read-only token. See the{' '}
          <a href="/api/v1/docs" className="underline" target="_blank" rel="noreferrer">
            API reference
          </a>
          .
        </>
      }
    >
      {created !== null && <NewSecret created={created} onDone={() => setCreated(null)} />}
      {subscriber ? (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field
              label="Token name"
              hint={create.isError ? undefined : 'Name it after the tool that will use it.'}
              error={create.isError ? errorMessage(create.error) : undefined}
            >
              {({ id, describedBy }) => (
                <input
                  id={id}
                  value={name}
                  maxLength={60}
                  placeholder="e.g. Spreadsheet sync"
                  aria-describedby={describedBy}
                  aria-invalid={create.isError}
                  onChange={(event) => {
                    if (create.isError) create.reset();
                    setName(event.target.value);
                  }}
                  className={fieldClass}
                />
              )}
            </Field>
          </div>
          <button
            type="submit"
            className={buttonClass('primary', 'sm:mb-5')}
            disabled={create.isPending || name.trim() === ''}
            aria-busy={create.isPending}
          >
            <KeyRound className="size-4" aria-hidden />
            {create.isPending ? 'Creating…' : 'Create token'}
          </button>
        </form>
      ) : (
        <p className="text-sm text-muted">
          Creating a token needs an active membership. Tokens you hold stop working while it has
          lapsed; you can still revoke them here.
        </p>
      )}
      <QueryView
        query={tokens}
        errorTitle="Failed to load your API tokens"
        compactError
        loading={<SkeletonRows count={2} rowClassName="h-12" label="Loading your API tokens" />}
        isEmpty={(data) => data.tokens.length === 0}
        empty={<p className="text-sm text-muted">No API tokens yet.</p>}
      >
        {(data) => (
          <div>
            <ul className="divide-y divide-line" aria-label="Your API tokens">
              {data.tokens.map((token) => (
                <TokenRow key={token.id} token={token} />
              ))}
            </ul>
            <p className="mt-2 text-xs text-muted tabular-nums">
              {data.tokens.length} of {data.limit} tokens.
            </p>
          </div>
        )}
      </QueryView>
    </Section>
  );
}
