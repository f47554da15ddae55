import './progress-bar.css';

/**
 * A labelled progress bar: `role="progressbar"` with its value 0–100 and the value spoken as
 * `valueText` (e.g. "€12.00 of €100.00"), so a screen reader hears what the bar draws.
 */
export const ProgressBar = ({
  label,
  percent,
  valueText,
  className,
}: {
  label: string;
  /** 0–100; anything outside is drawn at the nearest end. */
  percent: number;
  valueText: string;
  className?: string;
}) => {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`progress-bar${className ? ` ${className}` : ''}`}
    >
      <span className="progress-bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
};
