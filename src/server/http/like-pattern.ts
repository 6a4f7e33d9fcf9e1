/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
