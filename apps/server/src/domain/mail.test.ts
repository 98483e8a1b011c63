import { describe, expect, it } from 'vitest';
import { plainMail } from './mail';

describe('plainMail', () => {
  it('sends stored names as plain text: one-line subject, body lines kept', () => {
    const mail = plainMail({
      to: 'asha@example.com',
      subject: 'Hello Asha\r\nBcc: someone@example.com',
      text: 'Dear Asha\u001b[31m \u202Eevil\nsecond line',
      link: 'https://seatscope.example/auth',
    });
    expect(mail).toEqual({
      to: 'asha@example.com',
      subject: 'Hello Asha  Bcc: someone@example.com',
      text: 'Dear Asha\uFFFD[31m \uFFFDevil\nsecond line',
      link: 'https://seatscope.example/auth',
    });
  });
});
