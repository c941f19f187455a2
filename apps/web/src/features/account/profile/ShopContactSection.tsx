import { Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../shared/fields';
import { useProfileField } from './profileField';
import type { ProfileValues } from './profileForm';

/** How shoppers reach the shop: phone, e-mail, website. */
export function ShopContactSection({ form }: { form: UseFormReturn<ProfileValues> }) {
  const field = useProfileField(form);
  return (
    <Row>
      <TextField {...field('mobile_phone_primary')} md={4} type="tel" autoComplete="tel" />
      <TextField {...field('shop_email')} md={4} type="email" autoComplete="email" />
      <TextField {...field('shop_website')} md={4} type="url" autoComplete="url" />
    </Row>
  );
}
