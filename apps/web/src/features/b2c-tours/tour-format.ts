// Small display helpers of the tour screens: dd/MM/yyyy from a calendar day, the status chip's colour.
export const dayText = (date: string): string => date.split('-').reverse().join('/');

export const statusColor = (status: 'draft' | 'published') => (status === 'published' ? 'success' : 'default');
