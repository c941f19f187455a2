import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../i18n/shop/translator';
import { PaymentQr } from './PaymentQr';

const UPI = 'upi://pay?pa=shop.owner@okaxis&pn=Ravi%20Stores&am=1499.00&cu=INR&tn=Order%20VT-7K2Q9XHD';
const PIX =
  '00020126480014br.gov.bcb.pix0126loja.fulano@example.com.br5204000053039865406123.455802BR5916Padaria Sao Joao6009Sao Paulo62140510VT7K2Q9XHD63046913';

/** The storefront's own translator with no locale strings loaded: every text is its English default. */
function english() {
  const translator = createTranslator('en', 'en');
  return (key: string, options?: Record<string, unknown>) => translator.t('storefront', key, options);
}

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  setClipboard(undefined);
  // Own properties a test put on the document; jsdom's own, if any, shows again.
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('PaymentQr', () => {
  it('offers a UPI order a QR image and a link into the UPI app', () => {
    render(<PaymentQr payment={{ method: 'upi', upi_url: UPI }} total="₹1,499.00" t={english()} />);
    expect(screen.getByRole('heading', { name: 'Pay ₹1,499.00' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'UPI QR code to pay ₹1,499.00' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', UPI);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a Pix order a QR image and the code to copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<PaymentQr payment={{ method: 'pix', pix_payload: PIX }} total="R$ 123,45" t={english()} />);
    expect(screen.getByRole('img', { name: 'Pix QR code to pay R$ 123,45' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Pix code (Copia e Cola)' });
    expect(field).toHaveValue(PIX);
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('link')).toBeNull();

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Pix code' })));
    expect(writeText).toHaveBeenCalledWith(PIX);
    expect(status).toHaveTextContent('Copied');
  });

  it('selects the code for copying by hand where the clipboard is out of reach', async () => {
    setClipboard(undefined);
    const execCommand = vi.fn().mockReturnValue(false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<PaymentQr payment={{ method: 'pix', pix_payload: PIX }} total="R$ 123,45" t={english()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Pix code' })));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, PIX.length]);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status')).toHaveTextContent('The code is selected');
  });

  it('says Copied when the older copy command works instead', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    Object.defineProperty(document, 'execCommand', { value: vi.fn().mockReturnValue(true), configurable: true });
    render(<PaymentQr payment={{ method: 'pix', pix_payload: PIX }} total="R$ 123,45" t={english()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Pix code' })));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it("shows a locale's own text over the English default", () => {
    const translator = createTranslator('pt', 'en');
    translator.add('pt', 'storefront', { payment: { pixCopy: 'Copiar código Pix', heading: 'Pague {{total}}' } });
    render(
      <PaymentQr
        payment={{ method: 'pix', pix_payload: PIX }}
        total="R$ 123,45"
        t={(key, options) => translator.t('storefront', key, options)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pague R$ 123,45' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
  });

  it('shows nothing without a link or code', () => {
    const { container } = render(<PaymentQr payment={{ method: 'upi', upi_url: null }} total="₹1" t={english()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
