/** % and _ typed by a user are searched for literally (an ILIKE pattern matching the text anywhere). */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
