import { Upload } from 'lucide-react';
import { useState } from 'react';
import {
  IMPORT_MAX_CHARS,
  type DateOrder,
  type ImportMapping,
  type OddsFormat,
} from '../../../contracts/bet-import';
import { buttonClass } from '../../components/button-styles';
import { DialogFrame } from '../../components/dialog-frame';
import { serverMessage } from '../../lib/server-message';
import { useImportBets, type ImportOutcome } from './api/import-bets';
import { ImportMappingForm } from './import-mapping-form';
import { ImportPreview } from './import-preview';

/** "Import CSV": bets from Arbiter's export or another tracker's file, previewed first. */
export function ImportBetsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(true)}>
        <Upload className="size-4" aria-hidden />
        Import CSV
      </button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title="Import bets"
        description="A CSV from Arbiter's export or another tracker. Every row is checked first; the bets go in all together, or none do."
      >
        {open && <ImportFlow onDone={() => setOpen(false)} />}
      </DialogFrame>
    </>
  );
}

interface Settings {
  mapping: ImportMapping | undefined;
  oddsFormat: OddsFormat;
  dateOrder: DateOrder;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function ImportFlow({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [settings, setSettings] = useState<Settings>({
    mapping: undefined,
    oddsFormat: 'auto',
    dateOrder: 'auto',
  });
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [editingColumns, setEditingColumns] = useState(false);
  const [checked, setChecked] = useState<ImportOutcome | null>(null);
  const [done, setDone] = useState<ImportOutcome | null>(null);
  const run = useImportBets();

  const check = (csv: string, next: Settings) => {
    setSettings(next);
    run.mutate(
      { csv, dryRun: true, ...next, timeZone: timeZone() },
      {
        onSuccess: (result) => {
          setChecked(result);
          if (result.needsMapping) setMapping(result.suggestedMapping);
          // Once the rows are checked, the preview matters more than the column list.
          setEditingColumns(result.needsMapping);
        },
      },
    );
  };

  const choose = async (chosen: File | undefined) => {
    setChecked(null);
    setDone(null);
    setMapping(null);
    setFileProblem(null);
    run.reset();
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_CHARS) {
      setFile(null);
      setFileProblem(
        `${chosen.name} is larger than ${IMPORT_MAX_CHARS / 1024 / 1024} MB; split it into smaller files.`,
      );
      return;
    }
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    check(csv, { mapping: undefined, oddsFormat: 'auto', dateOrder: 'auto' });
  };

  const commit = () => {
    if (!file) return;
    run.mutate(
      { csv: file.csv, dryRun: false, ...settings, timeZone: timeZone() },
      { onSuccess: (result) => (result.message === null ? setDone(result) : setChecked(result)) },
    );
  };

  if (done) {
    return (
      <div className="space-y-4">
        <p className="text-base" role="status">
          <span className="font-semibold text-profit tabular-nums">
            {done.imported.toLocaleString()} {done.imported === 1 ? 'bet' : 'bets'} imported
          </span>
          {done.duplicates > 0 &&
            `; ${done.duplicates.toLocaleString()} already in your portfolio or repeated in the file, skipped`}
          .
        </p>
        <button type="button" className={buttonClass('primary')} onClick={onDone}>
          Done
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-xs text-muted">CSV file</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-fg"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {fileProblem && <p className="text-sm text-loss">{fileProblem}</p>}
      {run.isPending && (
        <p className="text-sm text-muted" role="status">
          Checking every row…
        </p>
      )}
      {run.isError && (
        <p className="text-sm text-loss" role="alert">
          {serverMessage(run.error)}
        </p>
      )}
      {file && checked && mapping !== null && !editingColumns && (
        <button
          type="button"
          className={buttonClass('ghost', 'h-8 px-3')}
          onClick={() => setEditingColumns(true)}
        >
          Change columns
        </button>
      )}
      {file && checked && mapping !== null && editingColumns && (
        <ImportMappingForm
          headers={checked.headers}
          sample={checked.sample}
          mapping={mapping}
          oddsFormat={settings.oddsFormat}
          dateOrder={settings.dateOrder}
          onChange={setMapping}
          onSettings={(patch) => setSettings((current) => ({ ...current, ...patch }))}
          busy={run.isPending}
          onCheck={() => check(file.csv, { ...settings, mapping })}
        />
      )}
      {file && checked && !checked.needsMapping && (
        <ImportPreview result={checked} busy={run.isPending} onImport={commit} onCancel={onDone} />
      )}
    </div>
  );
}
