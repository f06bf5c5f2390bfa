// A throwaway certificate for serving the build over HTTPS on this machine (HTTP/2 needs TLS in
// browsers), made at start and trusted only by the browser or client it is handed to.
import { createHash, createPublicKey } from 'node:crypto';
import { generate } from 'selfsigned';

export interface LocalCertificate {
  key: string;
  cert: string;
  /**
   * The base64 SHA-256 of the certificate's public key: Chromium's
   * `--ignore-certificate-errors-spki-list` trusts exactly this key and no other.
   */
  spkiHash: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
export async function createLocalCertificate(): Promise<LocalCertificate> {
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + 24 * 60 * 60 * 1000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return {
    key: pems.private,
    cert: pems.cert,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
  };
}
