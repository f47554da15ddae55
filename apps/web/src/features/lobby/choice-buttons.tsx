export type Choice<T> = { value: T | undefined; label: string };

type ChoiceButtonsProps<T> = {
  label: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
};

/** A row of toggle buttons where exactly one is pressed (reels, live-casino types). */
export const ChoiceButtons = <T extends string | number>({
  label,
  choices,
  value,
  onChange,
}: ChoiceButtonsProps<T>) => (
  <div className="lobby-choices" role="group" aria-label={label}>
    {choices.map((choice) => (
      <button
        key={String(choice.value ?? 'all')}
        className="lobby-choices__button"
        type="button"
        aria-pressed={choice.value === value}
        onClick={() => onChange(choice.value)}
      >
        {choice.label}
      </button>
    ))}
  </div>
);
