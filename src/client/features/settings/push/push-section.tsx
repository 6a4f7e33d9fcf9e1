import type { UserSettings } from '../../../../contracts/settings';
import { useToast } from '../../../components/toast/use-toast';
import { Section, SwitchRow } from '../form-controls';
import { PUSH_SUPPORT_MESSAGES, pushErrorMessage } from './push-support';
import { usePushDevice } from './use-push-device';

/**
 * "Push notifications on this device": alerts that reach the phone or desktop with Arbiter
 * closed. `onSaved` keeps the settings draft in step with the push setting just saved.
 */
export function PushSection({
  saved,
  onSaved,
}: {
  saved: UserSettings;
  onSaved: (on: boolean) => void;
}) {
  const push = usePushDevice(saved);
  const { toast } = useToast();
  const blocked = push.support === 'ready' ? null : PUSH_SUPPORT_MESSAGES[push.support];
  const onChange = (on: boolean) =>
    push.toggle.mutate(on, {
      onSuccess: () => {
        onSaved(on);
        toast({
          variant: 'success',
          title: on ? 'Push Notifications On' : 'Push Notifications Off',
          description: on
            ? 'This device will show matching opportunities, even with Arbiter closed.'
            : 'Arbiter sends no more push notifications to your devices.',
        });
      },
      onError: (error) =>
        toast({
          variant: 'error',
          title: on ? 'Push Notifications Failed' : 'Could Not Turn Push Off',
          description: pushErrorMessage(error),
        }),
    });
  return (
    <Section title="Push notifications">
      <SwitchRow
        label="Push notifications on this device"
        description="The same alerts as e-mail, shown by this browser. Turning it off stops push on all your devices."
        checked={push.on}
        onChange={onChange}
        disabled={blocked !== null && !push.on}
        busy={push.checking || push.toggle.isPending}
      />
      {blocked !== null && (
        <p role="note" className="rounded-md border border-warn/40 px-3 py-2 text-sm">
          {blocked}
        </p>
      )}
    </Section>
  );
}
