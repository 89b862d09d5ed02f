/** A record as react-admin holds it: the API's own shape plus the `id` react-admin keys on. */
export type AdminRecord<T> = T & { id: string };
