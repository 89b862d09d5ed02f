import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from '@/server/lib/multipart';

// An uploaded file's name is stored and shown again (ticket attachments): it loses folders,
// control and direction-changing characters, and keeps its extension when shortened.
describe('cleanFileName', () => {
  it.each([
    ['receipt.png', 'receipt.png'],
    ['C:\\Users\\ada\\Desktop\\scan.pdf', 'scan.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['in\u202Egnp.exe', 'ingnp.exe'],
    ['tab\there\nnew"line".jpg', 'tabherenewline.jpg'],
    ['  spaced.png  ', 'spaced.png'],
    ['', 'attachment.png'],
    ['folder/', 'attachment.png'],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanFileName(raw, 'attachment.png')).toBe(clean);
  });

  it('shortens long names to the limit, keeping the extension and whole characters', () => {
    const name = cleanFileName(`${'é'.repeat(150)}.pdf`, 'x', 100);
    expect([...name]).toHaveLength(100);
    expect(name.endsWith('é.pdf')).toBe(true);
    expect(cleanFileName(`${'😀'.repeat(120)}`, 'x', 100)).toBe('😀'.repeat(100));
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 one (RFC 6266)', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(attachmentDisposition('reçu d’août.png')).toBe(
      `attachment; filename="re_u d_ao_t.png"; filename*=UTF-8''re%C3%A7u%20d%E2%80%99ao%C3%BBt.png`,
    );
    expect(attachmentDisposition("it's (1).png")).toBe(`attachment; filename="it_s _1_.png"; filename*=UTF-8''it%27s%20%281%29.png`);
  });
});
