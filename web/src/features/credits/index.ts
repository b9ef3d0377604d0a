// What other features may use from credits; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { ledgerLine } from './lib/ledger-line';
