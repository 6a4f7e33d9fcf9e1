import { MailCheck, Send } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { useToast } from '../../components/toast/use-toast';
import { useSendEmailCall } from './api/send-email-call';
import type { EmailCall } from './api/send-email-call';
import { emailCallFailure, emailCallSuccess } from './email-call-toast';

function EmailCallButton({
  call,
  label,
  busyLabel,
  icon: Icon,
  disabled = false,
}: {
  call: EmailCall;
  label: string;
  busyLabel: string;
  icon: typeof Send;
  disabled?: boolean;
}) {
  const send = useSendEmailCall(call);
  const { toast } = useToast();
  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: (result) => toast(emailCallSuccess(call, result)),
      onError: (error) => toast(emailCallFailure(call, error)),
    });
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={onClick}
      disabled={disabled || send.isPending}
      aria-busy={send.isPending}
    >
      <Icon className="size-4" aria-hidden />
      {send.isPending ? busyLabel : label}
    </button>
  );
}

/** Spec: send a test e-mail and a demo alert, each answered by a toast. */
export function EmailCallButtons({ subscriber }: { subscriber: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <EmailCallButton
          call="test"
          label="Send test e-mail"
          busyLabel="Sending…"
          icon={MailCheck}
        />
        <EmailCallButton
          call="demo"
          label="Send demo alert"
          busyLabel="Sending…"
          icon={Send}
          disabled={!subscriber}
        />
      </div>
      <p className="text-xs text-muted">
        The test e-mail checks that mail reaches you; the demo alert is a real alert built from the
        best opportunity live right now
        {subscriber ? '.' : ', and needs an active membership.'}
      </p>
    </div>
  );
}
