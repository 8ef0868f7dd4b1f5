// Row ids are UUIDs; an address whose id is not one names no row, and must not reach a query
// (Postgres would answer a uuid column compared with other text by an error, not "none").
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string | undefined): value is string => value !== undefined && UUID.test(value);
