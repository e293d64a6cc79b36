// The itinerary's day text (issue 20) typed key by key: a space or a new line at the end stays in the field while the
// tour keeps the trimmed paragraphs; a change from outside (the tour loaded again, a day removed) shows its text.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DayTextField } from '../src/features/b2c-tours/components/ItineraryEditor';

afterEach(cleanup);

let kept = '';
function Day({ initial }: { initial: string }) {
  const [bodyHtml, setBodyHtml] = useState(initial);
  kept = bodyHtml;
  return (
    <>
      <DayTextField label="Nội dung ngày" bodyHtml={bodyHtml} onChange={setBodyHtml} />
      <button type="button" onClick={() => setBodyHtml('<p>Tải lại</p>')}>
        Tải lại
      </button>
    </>
  );
}

describe('the day text of a tour', () => {
  it('keeps the spaces and new lines typed at its end, and keeps the paragraphs trimmed', () => {
    render(<Day initial="" />);
    const field = screen.getByRole('textbox', { name: 'Nội dung ngày' });
    for (const typed of ['Xe', 'Xe ', 'Xe đón', 'Xe đón\n', 'Xe đón\nChiều'])
      fireEvent.change(field, { target: { value: typed } });
    expect((field as HTMLTextAreaElement).value).toBe('Xe đón\nChiều');
    expect(kept).toBe('<p>Xe đón</p><p>Chiều</p>');
  });

  it('shows the paragraphs it is given, and new ones when they change from outside', () => {
    render(<Day initial="<p>Sáng: kayak</p><p>Tối: câu mực</p>" />);
    const field = screen.getByRole('textbox', { name: 'Nội dung ngày' });
    expect((field as HTMLTextAreaElement).value).toBe('Sáng: kayak\nTối: câu mực');
    fireEvent.change(field, { target: { value: 'Sáng: kayak ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tải lại' }));
    expect((field as HTMLTextAreaElement).value).toBe('Tải lại');
  });
});
