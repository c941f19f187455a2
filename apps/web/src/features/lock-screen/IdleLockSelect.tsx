import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { type IdleMinutes, idleChoices, setIdleMinutes, useIdleMinutes } from './lockState';

/** The idle time after which the shell locks itself, kept on this device (Off, 1, 5, 15, 30 minutes). */
export function IdleLockSelect({ id, onChanged }: { id: string; onChanged?: (minutes: IdleMinutes) => void }) {
  const { t } = useTranslation('lockScreen');
  const minutes = useIdleMinutes();
  return (
    <Form.Group controlId={id}>
      <Form.Label>{t('idle.label')}</Form.Label>
      <Form.Select
        value={minutes}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const value = Number(event.target.value) as IdleMinutes;
          setIdleMinutes(value);
          onChanged?.(value);
        }}
      >
        {idleChoices.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 0 ? t('idle.off') : t('idle.minutes', { count: choice })}
          </option>
        ))}
      </Form.Select>
      <Form.Text id={`${id}-help`}>{t('idle.help')}</Form.Text>
    </Form.Group>
  );
}
