// The passenger form's responsive grid: one column on phones, two on tablets, four on wide screens.
export const FORM_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;
