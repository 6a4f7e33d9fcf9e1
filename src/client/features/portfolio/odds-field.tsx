import { formatAmericanOdds, formatDecimalOdds } from '../../lib/format-figures';
import { FormField, inputClass } from './form-fields';
import { ODDS_FORMATS, oddsText, parseOddsText } from './odds-input';
import type { OddsFormat } from '../../lib/format-figures';

function conversionHint(text: string, format: OddsFormat): string | undefined {
  if (text.trim() === '') return format === 'american' ? 'e.g. -110 or +150' : 'e.g. 1.91';
  const odds = parseOddsText(text, format);
  if (!odds.ok) return undefined;
  return format === 'american'
    ? `${formatDecimalOdds(odds.value)} in decimal`
    : `${formatAmericanOdds(odds.value)} American`;
}

/**
 * Odds typed in decimal or American, with the other form shown beneath; switching the format
 * converts what was typed.
 */
export function OddsField({
  format,
  text,
  error,
  onChange,
  className = '',
}: {
  format: OddsFormat;
  text: string;
  error: string | undefined;
  onChange: (format: OddsFormat, text: string) => void;
  className?: string;
}) {
  const switchTo = (next: OddsFormat) => {
    const odds = parseOddsText(text, format);
    onChange(next, odds.ok ? oddsText(odds.value, next) : text);
  };
  return (
    <FormField label="Odds" error={error} hint={conversionHint(text, format)} className={className}>
      {(field) => (
        <div className="flex gap-2">
          <input
            {...field}
            inputMode={format === 'american' ? 'text' : 'decimal'}
            value={text}
            onChange={(event) => onChange(format, event.target.value)}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <select
            aria-label="Odds format"
            value={format}
            onChange={(event) =>
              switchTo(event.target.value === 'american' ? 'american' : 'decimal')
            }
            className="h-9 shrink-0 rounded-md border border-line bg-bg px-2 text-sm"
          >
            {ODDS_FORMATS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}
