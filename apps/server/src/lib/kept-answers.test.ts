import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers.ts';
import { PreparedAnswer } from './prepared-answer.ts';

const answer = (json: string) => new PreparedAnswer(() => json);

describe('KeptAnswers', () => {
  it('hands out an answer only for the version it was kept with', () => {
    const kept = new KeptAnswers<number>(10);
    const first = answer('{"v":1}');
    kept.set(1, 7, first);
    expect(kept.get(1, 7)).toBe(first);
    expect(kept.get(1, 8)).toBeUndefined();
    expect(kept.get(2, 7)).toBeUndefined();
  });

  it('keeps one answer per key: a new version replaces the old one', () => {
    const kept = new KeptAnswers<number>(10);
    kept.set(1, 7, answer('{"v":1}'));
    const newer = answer('{"v":2}');
    kept.set(1, 9, newer);
    expect(kept.get(1, 7)).toBeUndefined();
    expect(kept.get(1, 9)).toBe(newer);
    expect(kept.size).toBe(1);
  });

  it('lets the key asked for least recently go beyond its limit, so memory stays bounded', () => {
    const kept = new KeptAnswers<number>(2);
    kept.set(1, 1, answer('1'));
    kept.set(2, 1, answer('2'));
    expect(kept.get(1, 1)).toBeDefined();
    kept.set(3, 1, answer('3'));
    expect(kept.size).toBe(2);
    expect(kept.get(2, 1)).toBeUndefined();
    expect(kept.get(1, 1)).toBeDefined();
    expect(kept.get(3, 1)).toBeDefined();
  });

  it('builds an answer once per version and hands the kept one out until the version moves', async () => {
    const kept = new KeptAnswers<number, string>(10);
    let builds = 0;
    const build = () => {
      builds += 1;
      return answer(`{"build":${builds}}`);
    };
    const first = await kept.answer(1, '4:0', build);
    expect(await kept.answer(1, '4:0', build)).toBe(first);
    expect(builds).toBe(1);
    const next = await kept.answer(1, '4:1', build);
    expect(next).not.toBe(first);
    expect(builds).toBe(2);
    expect(kept.size).toBe(1);
  });

  it('builds every time and keeps nothing when there is no version to check against', async () => {
    const kept = new KeptAnswers<number>(10);
    const first = await kept.answer(1, null, () => answer('1'));
    expect(await kept.answer(1, null, () => answer('1'))).not.toBe(first);
    expect(kept.size).toBe(0);
  });
});
