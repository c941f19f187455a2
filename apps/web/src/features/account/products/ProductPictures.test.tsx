import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { ProductPictures } from './ProductPictures';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('account');
});

let latest: string[] = [];
function Harness({ start }: { start: string[] }) {
  const [images, setImages] = useState(start);
  latest = images;
  return <ProductPictures images={images} setImages={setImages} />;
}

const pictures = () => screen.getAllByRole('listitem');
const sources = () => pictures().map((item) => item.querySelector('img')?.getAttribute('src'));

describe('the product form’s pictures', () => {
  it('marks the first picture as the main one, and another takes its place on request', () => {
    render(<Harness start={['/a.webp', '/b.webp', '/c.webp']} />);
    expect(within(pictures()[0]).getByText('Main picture')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Make main picture' })).toHaveLength(2);
    fireEvent.click(within(pictures()[2]).getByRole('button', { name: 'Make main picture' }));
    expect(sources()).toEqual(['/c.webp', '/a.webp', '/b.webp']);
    expect(within(pictures()[0]).getByText('Main picture')).toBeInTheDocument();
    expect(latest).toEqual(['/c.webp', '/a.webp', '/b.webp']);
  });

  it('removes a picture, the main one passing to the next', () => {
    render(<Harness start={['/a.webp', '/b.webp']} />);
    fireEvent.click(within(pictures()[0]).getByRole('button', { name: 'Remove' }));
    expect(sources()).toEqual(['/b.webp']);
    expect(within(pictures()[0]).getByText('Main picture')).toBeInTheDocument();
  });

  it('takes no eleventh picture', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `/${i}.webp`);
    const { unmount } = render(<Harness start={ten} />);
    expect(screen.getByTestId('product-image-input')).toBeDisabled();
    unmount();
    render(<Harness start={ten.slice(1)} />);
    expect(screen.getByTestId('product-image-input')).toBeEnabled();
  });
});
