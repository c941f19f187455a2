import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Button, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { clampToStep, parseTyped, type StepperBounds, stepBy } from './stepper';

/**
 * A number field with − and + buttons (the ARIA spinbutton pattern): arrow keys step,
 * PageUp/PageDown step ten, Home/End jump to the limits, typing is kept and clamped on blur,
 * and a button is disabled at its limit.
 */
export function NumberInput({
  id,
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  disabled = false,
  size,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation('uiForms');
  const bounds: StepperBounds = { min, max, step };
  const [text, setText] = useState(String(value));
  // An outside change (a button, a reset) shows in the field.
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number) => {
    const clamped = clampToStep(next, bounds);
    onChange(clamped);
    setText(String(clamped));
  };
  const keys: Record<string, () => number> = {
    ArrowUp: () => stepBy(value, 1, bounds),
    ArrowDown: () => stepBy(value, -1, bounds),
    PageUp: () => stepBy(value, 10, bounds),
    PageDown: () => stepBy(value, -10, bounds),
    Home: () => min,
    End: () => max,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    commit(move());
  };

  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <InputGroup size={size} className="vt-number-input flex-nowrap">
        <Button
          variant="outline-secondary"
          aria-label={t('number.decrease', { label })}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => commit(stepBy(value, -1, bounds))}
        >
          <Minus size={16} aria-hidden />
        </Button>
        <input
          id={id}
          className="form-control text-center"
          type="text"
          inputMode="decimal"
          role="spinbutton"
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          disabled={disabled}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const typed = parseTyped(e.target.value);
            if (typed !== null && typed >= min && typed <= max) onChange(typed);
          }}
          onBlur={() => commit(parseTyped(text) ?? value)}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline-secondary"
          aria-label={t('number.increase', { label })}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => commit(stepBy(value, 1, bounds))}
        >
          <Plus size={16} aria-hidden />
        </Button>
      </InputGroup>
    </div>
  );
}
