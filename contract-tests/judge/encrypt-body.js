/* global pm */
// Postman pre-request script of the judge's encrypted operations (x-encrypted): the request Portman wrote holds the
// operation's plaintext (its x-plain-request), and the backend takes it only encrypted, the way the SDK's codec does
// (packages/sdk/src/codec/codec.ts, PROTOCOL.md "Encrypted calls"): a random 16-character key; the JSON DES-ECB
// PKCS#7 under the key's UTF-8 bytes, Base64, as the body's `value`; the key reversed, textbook RSA (no padding)
// with the server's public key, hex as wide as the modulus, in `X-RSA`; `Encryption: RSA`. Answers are plain JSON,
// so Portman's tests read them as they are. Only Newman's sandbox is used: CryptoJS and the language's BigInt.
// Every script of a run shares one scope, which already names CryptoJS: hence a block and another name.
{
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Postman's sandbox offers its libraries by require only
  const cryptoJs = require('crypto-js');

  function modPow(base, exponent, modulus) {
    let result = 1n;
    let b = base % modulus;
    for (let e = exponent; e > 0n; e >>= 1n) {
      if (e & 1n) result = (result * b) % modulus;
      b = (b * b) % modulus;
    }
    return result;
  }

  function rsaHex(text, modulusHex, exponentHex) {
    const n = BigInt(`0x${modulusHex}`);
    const m = BigInt(`0x${cryptoJs.enc.Hex.stringify(cryptoJs.enc.Utf8.parse(text))}`);
    const width = Math.ceil(modulusHex.replace(/^0+/, '').length / 2) * 2;
    return modPow(m, BigInt(`0x${exponentHex}`), n)
      .toString(16)
      .padStart(width, '0');
  }

  // The request's own server: its URL holds Portman's {{baseUrl}}, resolved here as Newman will resolve it.
  const origin = /^[a-z]+:\/\/[^/]+/i.exec(pm.variables.replaceIn(pm.request.url.toString()))[0];
  pm.sendRequest(
    {
      url: `${origin}/wps/session/key/rsa?_=${Date.now()}`,
      method: 'GET',
      header: { 'Cache-Control': 'no-cache' },
    },
    (error, response) => {
      if (error) throw error;
      const { modulus, exponent } = response.json().value;
      // 8 random bytes as hex: 16 characters of the codec's alphanumeric kind.
      const key = cryptoJs.lib.WordArray.random(8).toString(cryptoJs.enc.Hex);
      const plain = pm.variables.replaceIn(pm.request.body.raw);
      const value = cryptoJs.DES.encrypt(cryptoJs.enc.Utf8.parse(plain), cryptoJs.enc.Utf8.parse(key), {
        mode: cryptoJs.mode.ECB,
        padding: cryptoJs.pad.Pkcs7,
      }).toString();
      pm.request.body.update({
        mode: 'raw',
        raw: JSON.stringify({ value }),
        options: { raw: { language: 'json' } },
      });
      pm.request.headers.upsert({ key: 'Encryption', value: 'RSA' });
      pm.request.headers.upsert({
        key: 'X-RSA',
        value: rsaHex([...key].reverse().join(''), modulus, exponent),
      });
    },
  );
}
