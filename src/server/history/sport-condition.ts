import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  SPORT_GROUPS,
  sportGroupNamed,
  sportGroupPrefixes,
  type SportGroup,
} from '../../core/catalog/sports';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keys sportGroupOf puts in a named (non-generic) group: its name, and its prefixes' keys. */
function inNamedGroup(key: SQL, group: Exclude<SportGroup, 'generic'>): SQL {
  const matches = [
    sql`${key} = ${group}`,
    ...sportGroupPrefixes(group).flatMap((prefix) => [
      sql`${key} = ${prefix}`,
      sql`${key} like ${`${likeLiteral(prefix)}\\_%`}`,
    ]),
  ];
  return or(...matches)!;
}

/**
 * The history sport filter in SQL. A group's name or label (nba, NBA, Soccer, Other) matches
 * every key of the group, by the same prefixes sportGroupOf uses; anything else is a full sport
 * key and matches that key only. Case does not matter (the spec's filter is case-insensitive).
 */
export function sportCondition(column: PgColumn, filter: string): SQL {
  const key = sql`lower(${column})`;
  const group = sportGroupNamed(filter);
  if (group === null) return sql`${key} = ${filter.trim().toLowerCase()}`;
  if (group !== 'generic') return inNamedGroup(key, group);
  const named = SPORT_GROUPS.filter((g): g is Exclude<SportGroup, 'generic'> => g !== 'generic');
  return sql`not (${or(...named.map((g) => inNamedGroup(key, g)))})`;
}
