import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** "Was this article helpful?": the answer is remembered on the page and thanked (demo: nothing is sent). */
export function ArticleFeedback() {
  const { t } = useTranslation('templatePages');
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span id="kb-helpful" className="fw-semibold me-2">
        {t('kb.helpful')}
      </span>
      <div className="d-flex gap-2" role="group" aria-labelledby="kb-helpful">
        <Button
          variant={answer === 'yes' ? 'success' : 'outline-secondary'}
          size="sm"
          aria-pressed={answer === 'yes'}
          onClick={() => setAnswer('yes')}
        >
          <ThumbsUp size={14} className="me-1" aria-hidden />
          {t('kb.yes')}
        </Button>
        <Button
          variant={answer === 'no' ? 'danger' : 'outline-secondary'}
          size="sm"
          aria-pressed={answer === 'no'}
          onClick={() => setAnswer('no')}
        >
          <ThumbsDown size={14} className="me-1" aria-hidden />
          {t('kb.no')}
        </Button>
      </div>
      <p className="small text-body-secondary mb-0 w-100" aria-live="polite">
        {answer === 'yes' ? t('kb.thanksYes') : answer === 'no' ? t('kb.thanksNo') : ''}
      </p>
    </div>
  );
}
