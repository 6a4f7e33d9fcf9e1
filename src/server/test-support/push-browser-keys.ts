import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

const hmac = (key: Buffer, ...data: Buffer[]) =>
  createHmac('sha256', key).update(Buffer.concat(data)).digest();

/**
 * Test data only: the browser's side of a push subscription, a real P-256 key pair (p256dh) and
 * a 16-byte auth secret, able to read what the server encrypted for it (RFC 8291, aes128gcm).
 */
export class PushBrowserKeys {
  private readonly ecdh = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16);
  readonly p256dh: string;
  readonly auth: string;

  constructor() {
    this.p256dh = this.ecdh.generateKeys().toString('base64url');
    this.auth = this.authSecret.toString('base64url');
  }

  /** The plaintext of one aes128gcm message (a single record). */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      this.ecdh.getPublicKey(),
      serverKey,
    ]);
    const ikm = hmac(hmac(this.authSecret, shared), keyInfo, Buffer.from([1]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(-16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString('utf8');
  }
}
