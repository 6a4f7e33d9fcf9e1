import { buttonClass } from '../../components/button-styles';

/** Shown only while something is edited: how much, what is wrong, and Save / Discard. */
export function SaveBar({
  changes,
  problem,
  saving,
  onSave,
  onDiscard,
}: {
  changes: number;
  problem: string | null;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="sticky bottom-16 z-20 mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface/95 p-3 shadow-lg backdrop-blur md:bottom-4"
    >
      <p className={`min-w-0 flex-1 text-sm ${problem === null ? 'text-muted' : 'text-loss'}`}>
        {problem ?? `${changes} unsaved ${changes === 1 ? 'change' : 'changes'}`}
      </p>
      <button type="button" className={buttonClass('ghost')} onClick={onDiscard} disabled={saving}>
        Discard
      </button>
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={onSave}
        disabled={saving}
        aria-busy={saving}
      >
        {saving ? 'Saving…' : 'Save Changes'}
      </button>
    </div>
  );
}
