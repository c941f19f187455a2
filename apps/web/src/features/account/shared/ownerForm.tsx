import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui';
import { useLeaveQuestion } from '../../../routing/leaveBlocker';

/** What every owner form shares: where a refused save takes the owner, and the question before leaving. */
export interface OwnerForm {
  /** The `<form>`, to find its first highlighted field in it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** After a refused save: focus and scroll to the first highlighted field once its message is drawn. */
  showFirstProblem: () => void;
  /** Lets the page go without asking (a save succeeded and the page moves on by itself). */
  release: () => void;
  /** "Leave this page?", shown while a move away waits for the owner's answer. */
  leaveDialog: ReactNode;
}

/**
 * The first field a form marks invalid (in the order the owner reads it), or, when the problem
 * names no field, the form's summary (`data-form-summary`), so the owner is never left at the
 * bottom of a long page wondering what went wrong.
 */
export function firstProblemOf(form: HTMLFormElement): HTMLElement | null {
  return (
    form.querySelector<HTMLElement>('.is-invalid:not([type="hidden"]), [aria-invalid="true"]') ??
    form.querySelector<HTMLElement>('[data-form-summary]')
  );
}

function focusFirstProblem(form: HTMLFormElement | null) {
  const target = form && firstProblemOf(form);
  if (!target) return;
  if (target.tabIndex < 0 && !target.matches('input, select, textarea, button')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/**
 * The owner forms' shared behaviour (Edit Account, product, delivery and payment, header designer):
 * a refused save focuses its first bad field; what was typed and chosen stays (the forms keep their
 * state, pictures included, until a save succeeds); and while `dirty`, leaving asks first, in the
 * app (links, Back) and for the tab (close, reload).
 */
export function useOwnerForm(dirty: boolean): OwnerForm {
  const { t } = useTranslation('account');
  const formRef = useRef<HTMLFormElement>(null);
  const [problemShown, setProblemShown] = useState(0);
  const question = useLeaveQuestion(dirty);
  // After the render that drew the messages: their fields carry `is-invalid` by now.
  useEffect(() => {
    if (problemShown > 0) focusFirstProblem(formRef.current);
  }, [problemShown]);
  const showFirstProblem = useCallback(() => setProblemShown((n) => n + 1), []);
  const leaveDialog = (
    <ConfirmDialog
      show={question.asking}
      title={t('leave.title')}
      text={t('leave.text')}
      confirmLabel={t('leave.go')}
      cancelLabel={t('leave.stay')}
      onConfirm={question.leave}
      onCancel={question.stay}
    />
  );
  return { formRef, showFirstProblem, release: question.release, leaveDialog };
}
