// The tour form (issue 20): lists one per line, texts as escaped paragraphs and back, an empty slug left to the server.
import { describe, expect, it } from 'vitest';
import { agesOf } from '../src/features/b2c-tours/components/PartyPricePreview';
import { EMPTY_TOUR, paragraphsOf, textOf, tourWriteOf } from '../src/features/b2c-tours/tour-form';

describe('tour form', () => {
  it('sends lists line by line, the child price as one object, and no slug when empty', () => {
    const body = tourWriteOf({
      ...EMPTY_TOUR,
      included: ' Xe đưa đón \n\nKhách sạn',
      childMode: 'amount',
      childValue: 900_000,
    });
    expect(body.included).toEqual(['Xe đưa đón', 'Khách sạn']);
    expect(body.childPrice).toEqual({ mode: 'amount', value: 900_000 });
    expect('slug' in body).toBe(false);
    expect(tourWriteOf({ ...EMPTY_TOUR, slug: ' ha-long ' }).slug).toBe('ha-long');
  });

  it('turns day text into escaped paragraphs and back', () => {
    const html = paragraphsOf('Sáng: <kayak> & bơi\n\nTối: câu mực');
    expect(html).toBe('<p>Sáng: &lt;kayak&gt; &amp; bơi</p><p>Tối: câu mực</p>');
    expect(textOf(html)).toBe('Sáng: <kayak> & bơi\nTối: câu mực');
  });

  it("reads children's ages, dropping what is not an age", () => {
    expect(agesOf('7, 3;12 x 18 -1')).toEqual([7, 3, 12]);
  });
});
