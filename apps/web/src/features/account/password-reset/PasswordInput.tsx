import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type Props = Omit<ComponentProps<typeof Form.Control>, 'type'> & { feedback?: string };

/** A password field with a show/hide button (the field keeps its label from the surrounding Form.Group). */
export function PasswordInput({ feedback, ...control }: Props) {
  const { t } = useTranslation('passwordReset');
  const [shown, setShown] = useState(false);
  return (
    <InputGroup hasValidation>
      <Form.Control type={shown ? 'text' : 'password'} {...control} />
      <Button
        variant="outline-secondary"
        className="text-body-emphasis"
        aria-label={shown ? t('reset.hide') : t('reset.show')}
        aria-pressed={shown}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </Button>
      <Form.Control.Feedback type="invalid">{feedback}</Form.Control.Feedback>
    </InputGroup>
  );
}
