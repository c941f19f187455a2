import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** Lines shown of a long text before "Show more". */
const FOLDED_LINES = 3;
/** Longer than this, or on more lines than shown, a text is folded. */
const FOLD_FROM_CHARS = 180;

/**
 * A text that may be long (a shopper's report), folded to its first lines with a "Show more"
 * button that unfolds it; the button says whether the text is open (`aria-expanded`) and names
 * the text it controls, and the whole text stays in the page for a screen reader either way.
 */
export function FoldedText({ text }: { text: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > FOLD_FROM_CHARS || text.split('\n').length > FOLDED_LINES;
  const folded = long && !open;
  return (
    <div>
      <div
        id={id}
        data-testid="folded-text"
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(folded
            ? { display: '-webkit-box', WebkitLineClamp: FOLDED_LINES, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
            : {}),
        }}
      >
        {text}
      </div>
      {long && (
        <Button
          variant="link"
          size="sm"
          className="p-0"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'admin.showLess' : 'admin.showMore')}
        </Button>
      )}
    </div>
  );
}
