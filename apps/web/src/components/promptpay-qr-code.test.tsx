import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromptPayQrCode } from './promptpay-qr-code.tsx';

function draw(props: Partial<Parameters<typeof PromptPayQrCode>[0]> = {}) {
  render(
    <MantineProvider env="test">
      <PromptPayQrCode
        image="data:image/png;base64,QR-12-15"
        amount={1250}
        promptpayId="081-234-5678"
        accountHolder="ชาปเตอร์สาธิต"
        {...props}
      />
    </MantineProvider>,
  );
}

describe('PromptPay QR code', () => {
  it('shows the PromptPay id and account holder under the QR code, and บันทึก QR saves the image', () => {
    draw();
    expect(screen.getByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 1,250.00 บาท' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('พร้อมเพย์ 081-234-5678');
    expect(document.body).toHaveTextContent('ชื่อบัญชี ชาปเตอร์สาธิต');
    const save = screen.getByRole('link', { name: 'บันทึก QR' });
    expect(save).toHaveAttribute('href', 'data:image/png;base64,QR-12-15');
    expect(save).toHaveAttribute('download', 'promptpay-1250.00.png');
    // LINE's browser may ignore the download: the long press is offered too.
    expect(screen.getByText('หรือกดค้างที่รูปเพื่อบันทึก')).toBeInTheDocument();
  });

  it('fades an earlier code kept while the next one loads, so it is not scanned by mistake', () => {
    draw({ stale: true });
    expect(screen.getByTestId('promptpay-qr').style.opacity).toBe('0.35');
  });
});
