import type { AccountShop, ShopImage } from '@vitrine/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useFailureText } from '../../../components/ui';
import { asOwnerResult } from '../api/ownerApi';
import { useUpdateAccountShopMutation } from '../api/shopApi';
import { useOwnerForm } from '../shared/ownerForm';
import { type ProfileValues, sameImages, toRequest, toValues, websiteAsSaved } from './profileForm';

/**
 * Edit Account's state: the fields, the pictures (unsaved work like a typed field), and the save,
 * whose refusal puts the API's messages on their fields and focuses the first.
 */
export function useProfileForm(shop: AccountShop) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [images, setImages] = useState<ShopImage[]>(shop.shop_images);
  // The pictures as last saved: a picture added or removed since is unsaved work, like a typed field.
  const savedImages = useRef(shop.shop_images);
  const [apiError, setApiError] = useState<string | null>(null);
  const [update] = useUpdateAccountShopMutation();
  const form = useForm<ProfileValues>({ defaultValues: toValues(shop) });
  const { handleSubmit, setError, setValue, reset } = form;
  const owner = useOwnerForm(form.formState.isDirty || !sameImages(images, savedImages.current));

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    // Shown as it will be saved (`docaria.example` → `https://docaria.example`), whatever the answer.
    const website = websiteAsSaved(values.shop_website);
    if (website !== values.shop_website) setValue('shop_website', website, { shouldDirty: true });
    const result = await asOwnerResult(update(toRequest(values, images)));
    if (!result.ok) {
      let mapped = false;
      for (const [name, message] of Object.entries(result.errors)) {
        const key = name.split('.')[0] as keyof ProfileValues;
        if (key in values) {
          setError(key, { message });
          mapped = true;
        }
      }
      setApiError(mapped ? t('errors.fixFields') : failureText(result.message));
      owner.showFirstProblem();
      return;
    }
    const saved = result.data.shop;
    reset(toValues(saved));
    savedImages.current = saved.shop_images;
    setImages(saved.shop_images);
    toast.success(t('profile.saved'));
  }, owner.showFirstProblem);

  return { form, owner, images, setImages, apiError, onSubmit };
}
