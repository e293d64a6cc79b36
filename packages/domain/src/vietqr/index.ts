// VietQR: banks, the payload with its CRC, and the top-up code in the transfer content.
export * from './banks.js';
export * from './crc.js';
export * from './payload.js';
export * from './topup-code.js';
