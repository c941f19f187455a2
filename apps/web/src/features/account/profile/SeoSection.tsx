import { Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../shared/fields';
import { useProfileField } from './profileField';
import type { ProfileValues } from './profileForm';

/** What search engines and link previews show of the shop. */
export function SeoSection({ form }: { form: UseFormReturn<ProfileValues> }) {
  const field = useProfileField(form);
  return (
    <Row>
      <TextField {...field('seo_title')} md={12} />
      <TextField {...field('seo_description')} md={12} as="textarea" rows={3} />
      <TextField {...field('seo_keywords')} />
      <TextField {...field('seo_image_url')} />
    </Row>
  );
}
