/** Shared block styles. */
export const buttonStyle = {
  display: 'inline-block',
  bg: 'primary',
  color: 'background',
  px: 6,
  py: 3,
  borderRadius: 4,
  fontWeight: 'bold',
  textDecoration: 'none',
  '&:hover': { bg: 'text' },
} as const;

export const sectionStyle = { py: 6 } as const;
export const headingStyle = { fontSize: 5, lineHeight: 'heading', mt: 0, mb: 4 } as const;
export const cardGrid = { display: 'grid', gap: 5, gridTemplateColumns: ['1fr', '1fr 1fr', null, 'repeat(3, 1fr)'], listStyle: 'none', p: 0, m: 0 } as const;
export const cardStyle = { border: '1px solid', borderColor: 'border', borderRadius: 6, p: 5, bg: 'background' } as const;
