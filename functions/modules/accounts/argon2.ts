// Only the two functions the password module needs: importing hash-wasm whole (a dynamic import of the package)
// would bundle every algorithm it has.
export { argon2id, argon2Verify } from 'hash-wasm';
