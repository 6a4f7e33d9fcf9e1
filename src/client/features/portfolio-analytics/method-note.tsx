import { InfoTip } from '../../components/info-tip';
import { firstSentence } from './analytics-figures';

/** How a figure is computed, as the server states it: the first sentence, the rest on a tap. */
export function MethodNote({ text, label }: { text: string | undefined; label: string }) {
  if (text === undefined) return null;
  const short = firstSentence(text);
  return (
    <span className="inline-flex items-start gap-1">
      <span>{short}</span>
      {short !== text && <InfoTip label={`How ${label} is computed`}>{text}</InfoTip>}
    </span>
  );
}
