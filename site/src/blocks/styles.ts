import type { ThemeUIStyleObject } from '@theme-ui/css';

/** Shared block styles. */
export const buttonStyle: ThemeUIStyleObject = {
  display: 'inline-block',
  bg: 'primary',
  color: 'background',
  px: 6,
  py: 3,
  borderRadius: 4,
  fontWeight: 'bold',
  textDecoration: 'none',
  '&:hover': { bg: 'text' },
};

export const sectionStyle: ThemeUIStyleObject = { py: 6 };
export const headingStyle: ThemeUIStyleObject = { fontSize: 5, lineHeight: 'heading', mt: 0, mb: 4 };
export const cardGrid: ThemeUIStyleObject = { display: 'grid', gap: 5, gridTemplateColumns: ['1fr', '1fr 1fr', null, 'repeat(3, 1fr)'], listStyle: 'none', p: 0, m: 0 };
export const cardStyle: ThemeUIStyleObject = { border: '1px solid', borderColor: 'border', borderRadius: 6, p: 5, bg: 'background' };
