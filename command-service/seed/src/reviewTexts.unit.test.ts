import { describe, expect, it } from 'vitest';
import { checkContent } from '@tsuzuki/command-service/reviews/decide';
import { rng } from './random.ts';
import { reviewBody, reviewSummary, type ReviewSubject } from './reviewTexts.ts';

describe('demo review texts', () => {
  it('always pass the review rules, never repeat a sentence, and come out the same for the same key', () => {
    for (let i = 0; i < 500; i++) {
      const subject: ReviewSubject = {
        title: i % 7 ? `Kage no Uta ${i}` : 'X',
        type: i % 2 ? 'ANIME' : 'MANGA',
        genre: i % 3 ? 'Mecha' : null,
        score: (i * 37) % 101,
      };
      const [body, summary] = [reviewBody(rng('text', i), subject), reviewSummary(rng('text', i), subject)];
      expect(() => checkContent({ body, summary, score: subject.score, private: false })).not.toThrow();
      const sentences = body.split(/(?<=[.!]) /);
      expect(new Set(sentences).size).toBe(sentences.length);
      expect(reviewBody(rng('text', i), subject)).toBe(body);
    }
  });
});
