import { PLAN_VIEWS, SAVINGS_PERCENT, type PlanId } from './plans';

export function PlanToggle({
  value,
  onChange,
}: {
  value: PlanId;
  onChange: (plan: PlanId) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="inline-flex rounded-md border border-line p-1"
    >
      {Object.values(PLAN_VIEWS).map((plan) => (
        <button
          key={plan.id}
          type="button"
          role="radio"
          aria-checked={value === plan.id}
          onClick={() => onChange(plan.id)}
          className={`rounded px-4 py-1.5 text-sm ${value === plan.id ? 'bg-raised text-fg' : 'text-muted'}`}
        >
          {plan.label}
          {plan.id === 'elite-annual' && (
            <span className="ml-2 text-xs text-profit">Save {SAVINGS_PERCENT}%</span>
          )}
        </button>
      ))}
    </div>
  );
}
