// Reads a rendered table as the user sees it: each body row's cell texts.
import { within } from '@testing-library/react';

/** The cell texts of each row below the header row. */
export const bodyCellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
