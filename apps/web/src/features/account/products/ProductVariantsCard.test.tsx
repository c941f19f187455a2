import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { ProductVariantsCard } from './ProductVariantsCard';
import { shownOf, toValues } from './productFormValues';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('account');
});

const rules = {
  required: { required: 'Required' },
  sku: { maxLength: { value: 64, message: 'Too long' } },
  price: { required: 'Required', validate: () => true as const },
  units: { validate: () => true as const },
};

/** A new product's form that counts `units` of its own, as ProductForm holds it. */
function NewProduct({ units }: { units: string }) {
  const fields = useForm({ defaultValues: { ...toValues(), stock_quantity: units } });
  const variants = useFieldArray({ control: fields.control, name: 'variants' });
  const [movedTo, setMovedTo] = useState<string | null>(null);
  return (
    <ProductVariantsCard
      fields={fields}
      variants={variants}
      rules={rules}
      shown={shownOf()}
      mover={variants.fields.findIndex((f) => f.id === movedTo)}
      setMovedTo={setMovedTo}
    />
  );
}

describe('the product form’s variants', () => {
  it('says the product has one price until a variant is added, and adds rows', () => {
    render(<NewProduct units="" />);
    expect(screen.getByText('No variants: the product has one price.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-variant'));
    fireEvent.click(screen.getByTestId('add-variant'));
    expect(screen.getAllByTestId('variant-row')).toHaveLength(2);
    expect(screen.queryByText('No variants: the product has one price.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove variant 1' }));
    expect(screen.getAllByTestId('variant-row')).toHaveLength(1);
  });

  it('moves the product’s own count to the first variant, and undoes the move', () => {
    render(<NewProduct units="5" />);
    expect(screen.queryByTestId('own-stock-note')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-variant'));
    fireEvent.click(screen.getByTestId('move-own-stock'));
    const stock = screen.getByTestId('variant-stock');
    expect(stock).toHaveValue('5');
    expect(stock).toHaveAttribute('readonly');
    expect(screen.getByTestId('own-stock-note')).toHaveTextContent(
      'The 5 units move to the first variant when you save.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Do not move them' }));
    expect(screen.getByTestId('variant-stock')).toHaveValue('');
    expect(screen.getByTestId('variant-stock')).not.toHaveAttribute('readonly');
  });
});
