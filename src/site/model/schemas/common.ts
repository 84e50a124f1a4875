// Building blocks shared by every content schema (types are inferred from them, never written
// twice): the values (values.ts) and the items of lists (items.ts).
export * from './values.ts';
export * from './items.ts';
