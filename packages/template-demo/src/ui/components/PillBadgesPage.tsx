import { Check, Clock, Star, X } from 'lucide-react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { themeColors, titleCase } from '../shared/variants';

const statuses = [
  { label: 'Approved', colour: 'success', Icon: Check },
  { label: 'Pending', colour: 'warning', Icon: Clock },
  { label: 'Rejected', colour: 'danger', Icon: X },
  { label: 'Featured', colour: 'primary', Icon: Star },
];

/** Pill badges: every colour, the soft (subtle) tones, and with icons. */
export default function PillBadgesPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compPillBadges" description={t('pillBadges.description')}>
      <ExampleGrid>
        <Example title={t('pillBadges.variants')}>
          <div className="d-flex flex-wrap gap-2">
            {themeColors.map((v) => (
              <Badge key={v} pill bg="" className={`text-bg-${v}`}>
                {titleCase(v)}
              </Badge>
            ))}
          </div>
        </Example>
        <Example title={t('pillBadges.soft')}>
          <div className="d-flex flex-wrap gap-2">
            {themeColors.map((v) => (
              <Badge key={v} pill bg="" className={`bg-${v}-subtle text-${v}-emphasis border border-${v}-subtle`}>
                {titleCase(v)}
              </Badge>
            ))}
          </div>
        </Example>
        <Example title={t('pillBadges.icons')}>
          <div className="d-flex flex-wrap gap-2">
            {statuses.map(({ label, colour, Icon }) => (
              <Badge key={label} pill bg="" className={`text-bg-${colour} d-inline-flex align-items-center gap-1`}>
                <Icon size={12} aria-hidden />
                {label}
              </Badge>
            ))}
          </div>
        </Example>
        <Example title={t('pillBadges.sizes')}>
          <div className="d-flex flex-wrap align-items-center gap-2">
            {['fs-6', 'fs-5', 'fs-4'].map((size) => (
              <Badge key={size} pill bg="primary" className={size}>
                {size}
              </Badge>
            ))}
          </div>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
