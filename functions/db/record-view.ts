/**
 * True when A and B have exactly the same field names. A view mapper that spreads a record (its storage-only
 * fields destructured away) checks `true satisfies SameFields<typeof rest, ...>`: a storage field it forgot to
 * take out, or a view field the record lacks, is then a compile error instead of a leak or a gap in the answer.
 */
export type SameFields<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
