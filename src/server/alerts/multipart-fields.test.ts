import { describe, expect, it } from 'vitest';
import { multipartFields } from './multipart-fields';

const oneClick = (disposition: string) =>
  [
    '--xYzZY',
    `Content-Disposition: form-data; ${disposition}`,
    '',
    'One-Click',
    '--xYzZY--',
    '',
  ].join('\r\n');

describe('multipartFields', () => {
  it('reads a one-click body, with or without a quoted boundary', () => {
    const body = oneClick('name="List-Unsubscribe"');
    expect(multipartFields('multipart/form-data; boundary=xYzZY', body)).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
    expect(multipartFields('multipart/form-data; boundary="xYzZY"', body)).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
  });

  it('ignores file parts and bodies without a boundary', () => {
    const file = oneClick('name="List-Unsubscribe"; filename="x.txt"');
    expect(multipartFields('multipart/form-data; boundary=xYzZY', file)).toEqual({});
    expect(multipartFields('multipart/form-data', oneClick('name="List-Unsubscribe"'))).toEqual({});
  });
});
