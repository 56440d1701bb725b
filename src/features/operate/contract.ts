/** The operate area's contract: the money side and the engagement side (see ./index.ts). */
export * from './contract/money';
export * from './contract/engagement';
