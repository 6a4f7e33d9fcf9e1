import { describe, expect, it } from 'vitest';
import { formFields } from './one-click-form';

describe('formFields', () => {
  it('reads a url-encoded one-click body', () => {
    expect(formFields('application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click')).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
  });

  it('reads a multipart one-click body, with or without a quoted boundary', () => {
    const body = [
      '--xYzZY',
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      '--xYzZY--',
      '',
    ].join('\r\n');
    expect(formFields('multipart/form-data; boundary=xYzZY', body)).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
    expect(formFields('multipart/form-data; boundary="xYzZY"', body)).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
  });

  it('ignores file parts and bodies without a boundary', () => {
    const body = [
      '--b',
      'Content-Disposition: form-data; name="List-Unsubscribe"; filename="x.txt"',
      '',
      'One-Click',
      '--b--',
    ].join('\r\n');
    expect(formFields('multipart/form-data; boundary=b', body)).toEqual({});
    expect(formFields('multipart/form-data', body)).toEqual({});
  });
});
