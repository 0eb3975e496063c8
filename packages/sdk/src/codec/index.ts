export { desEncrypt, desDecrypt } from './des.js';
export { modPow, rsaEncryptHex } from './rsa.js';
export { randomKey } from './random-key.js';
export { decodeCustomerServicePath } from './customer-service-path.js';
export { rsaDesCodec, type Codec, type EncryptedRequest, type RsaPublicKey } from './codec.js';
