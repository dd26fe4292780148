import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { document } from '../../documents/document.schema';
import { idArray, jsonTable, plainQuery, valuesList } from './sql-util';

const dialect = new PgDialect();

describe('plainQuery: a statement of templates and values built as the dialect builds it', () => {
  it('gives the same text and parameters for nested templates, raw text, joins, nulls and empty parts', () => {
    const rowsOf = [
      { id: 1, qty: '2.5000' },
      { id: 2, qty: '-1' },
    ];
    const statements = [
      sql`select 1`,
      sql``,
      sql`select ${1}, ${'a'}, ${null}, ${true}, ${10n}, ${undefined} from x where y = ${sql`${2} + ${sql.raw('3')}`}`,
      sql`with ${sql.join(
        ['a', 'b'].map((name, i) => sql`${sql.raw(name)} as (select ${i}::int)`),
        sql`, `,
      )} select * from ${jsonTable(rowsOf, 'v', 'id bigint, qty numeric')} where v.id = any(${idArray([3, 4])})`,
      sql`insert into t values ${valuesList([
        [sql`${1}::int`, sql`${'x'}::text`],
        [sql`${2}::int`, sql`${null}::text`],
      ])} ${sql.empty()}`,
    ];
    for (const statement of statements) {
      const built = dialect.sqlToQuery(statement);
      expect(plainQuery(statement)).toEqual({ sql: built.sql, params: built.params });
    }
    expect(plainQuery(sql`a ${1} b ${sql`c ${2}`} d ${3}`)).toEqual({ sql: 'a $1 b c $2 d $3', params: [1, 2, 3] });
  });

  it('leaves to the dialect what it does not build itself: tables, columns, parameters, arrays, inlined text', () => {
    expect(plainQuery(sql`select * from ${document}`)).toBeUndefined();
    expect(plainQuery(sql`select ${document.id} from document`)).toBeUndefined();
    expect(plainQuery(sql`select ${sql.param(1)}`)).toBeUndefined();
    expect(plainQuery(sql`select ${[1, 2]}`)).toBeUndefined();
    expect(plainQuery(sql`select ${sql`${1}`.inlineParams()}`)).toBeUndefined();
    expect(plainQuery(sql`select ${sql.placeholder('x')}`)).toBeUndefined();
  });
});
