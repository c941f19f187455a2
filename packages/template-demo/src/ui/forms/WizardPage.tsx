import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { Wizard } from './wizard/Wizard';
import './forms.scss';

/** /forms/wizard: a multi-step form, horizontal and vertical. */
export default function WizardPage() {
  const { t } = useTranslation('uiForms');
  return (
    <ShowcasePage pageId="formWizard" description={t('wizard.description')}>
      <Example title={t('wizard.horizontal')} description={t('wizard.horizontalText')}>
        <Wizard idPrefix="wh" />
      </Example>
      <Example title={t('wizard.vertical')} description={t('wizard.verticalText')}>
        <Wizard idPrefix="wv" vertical />
      </Example>
    </ShowcasePage>
  );
}
