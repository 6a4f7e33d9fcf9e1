import type { DateOrder, ImportMapping, OddsFormat } from '../../../contracts/bet-import';
import { buttonClass } from '../../components/button-styles';
import { FormField, inputClass } from './form-fields';
import { assignColumn, IMPORT_FIELD_ROWS, missingFields } from './import-fields';

const ODDS_FORMATS: readonly { value: OddsFormat; label: string }[] = [
  { value: 'auto', label: 'As each cell says (1.91, -110, 5/2)' },
  { value: 'decimal', label: 'Decimal' },
  { value: 'american', label: 'American' },
  { value: 'fractional', label: 'Fractional' },
];
const DATE_ORDERS: readonly { value: DateOrder; label: string }[] = [
  { value: 'auto', label: 'From the file (asks if unclear)' },
  { value: 'mdy', label: 'Month first (03/31/2026)' },
  { value: 'dmy', label: 'Day first (31/03/2026)' },
];

/** Another tracker's file: which column is which field, shown against the file's first rows. */
export function ImportMappingForm({
  headers,
  sample,
  mapping,
  oddsFormat,
  dateOrder,
  onChange,
  onSettings,
  onCheck,
  busy,
}: {
  headers: readonly string[];
  sample: readonly (readonly string[])[];
  mapping: ImportMapping;
  oddsFormat: OddsFormat;
  dateOrder: DateOrder;
  onChange: (mapping: ImportMapping) => void;
  onSettings: (patch: { oddsFormat?: OddsFormat; dateOrder?: DateOrder }) => void;
  onCheck: () => void;
  busy: boolean;
}) {
  const missing = missingFields(mapping);
  return (
    <section className="space-y-4" aria-label="Columns">
      <p className="text-sm text-muted">
        This is not Arbiter&apos;s own export: choose which column holds each field. The first rows
        of the file are below.
      </p>
      <div className="overflow-x-auto rounded-md border border-line">
        <table
          className="w-full text-left text-xs tabular-nums"
          aria-label="First rows of the file"
        >
          <thead className="bg-surface text-muted">
            <tr>
              {headers.map((header) => (
                <th key={header} className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sample.map((row, i) => (
              <tr key={i} className="border-t border-line">
                {headers.map((header, j) => (
                  <td key={header} className="px-2 py-1.5 whitespace-nowrap">
                    {row[j] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {IMPORT_FIELD_ROWS.map(({ field, label, hint }) => (
          <FormField key={field} label={label} hint={hint}>
            {(aria) => (
              <select
                {...aria}
                className={inputClass}
                value={mapping[field] ?? ''}
                onChange={(event) => onChange(assignColumn(mapping, field, event.target.value))}
              >
                <option value="">Not in this file</option>
                {headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
        <FormField label="Odds are written">
          {(aria) => (
            <select
              {...aria}
              className={inputClass}
              value={oddsFormat}
              onChange={(event) => onSettings({ oddsFormat: event.target.value as OddsFormat })}
            >
              {ODDS_FORMATS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Dates are written" hint="Times without a zone are read in yours">
          {(aria) => (
            <select
              {...aria}
              className={inputClass}
              value={dateOrder}
              onChange={(event) => onSettings({ dateOrder: event.target.value as DateOrder })}
            >
              {DATE_ORDERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {missing.length > 0 && (
        <p className="text-sm text-warn">Still to choose: {missing.join(', ')}.</p>
      )}
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={missing.length > 0 || busy}
        onClick={onCheck}
      >
        Check rows
      </button>
    </section>
  );
}
