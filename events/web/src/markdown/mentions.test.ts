import { describe, expect, it } from 'vitest';
import { mentionedNames } from './mentions.ts';

describe('mentionedNames', () => {
  it('lists each mentioned name once, in order of appearance', () => {
    expect(mentionedNames('@Yuki and @haruto, again @yuki and @Sakura_2')).toEqual(['Yuki', 'haruto', 'Sakura_2']);
  });

  it('ignores what is not a mention on screen: code, links, e-mail addresses, names out of range', () => {
    const text = '`@code` and\n\n    @indented\n\n[@linked](https://example.com) mail@example.com @x @abcdefghijklmnopqrstu';
    expect(mentionedNames(text)).toEqual([]);
  });

  it('finds mentions inside spoilers, centres, quotes and lists', () => {
    expect(mentionedNames('~!@one!~\n\n+++@two+++\n\n> @three\n\n- @four')).toEqual(['one', 'two', 'three', 'four']);
  });

  it('returns nothing for an empty text', () => {
    expect(mentionedNames('')).toEqual([]);
  });
});
