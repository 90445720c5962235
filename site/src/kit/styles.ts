import type { ThemeUIStyleObject } from '@theme-ui/css';

/** The form and offer components' shared looks, on the theme's tokens; every target at least 24 px (44 on buttons). */
export const inputStyle: ThemeUIStyleObject = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: 2,
  minHeight: 44,
  px: 3,
  py: 2,
  border: '2px solid',
  borderColor: 'text',
  borderRadius: 4,
  bg: 'background',
  color: 'text',
  '&[aria-invalid="true"]': { borderColor: 'error' },
};
export const labelStyle: ThemeUIStyleObject = { display: 'block', fontWeight: 'bold', mb: 1 };
export const hintStyle: ThemeUIStyleObject = { display: 'block', color: '#4a5563', fontSize: 1, mb: 2 };
export const errorTextStyle: ThemeUIStyleObject = { display: 'block', color: 'error', fontWeight: 'bold', mb: 2 };
export const visuallyHidden: ThemeUIStyleObject = {
  position: 'absolute', width: 1, height: 1, p: 0, m: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
};
export const primaryButton: ThemeUIStyleObject = {
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, px: 5, py: 2,
  font: 'inherit', fontWeight: 'bold', bg: 'primary', color: 'background', border: '2px solid', borderColor: 'primary',
  borderRadius: 4, cursor: 'pointer', textDecoration: 'none',
  '&:hover': { bg: 'text', borderColor: 'text' },
  '&[disabled]': { opacity: 0.6, cursor: 'progress' },
};
/**
 * The one main action of a screen (get offers, add to cart, continue, pay, log in): the spec's secondary
 * colour with dark text (7:1; white on #ff8f00 would fail WCAG AA). One per screen, so it stays the way on.
 */
export const primaryAction: ThemeUIStyleObject = {
  ...primaryButton, bg: 'secondary', color: 'text', borderColor: 'secondary',
  '&:hover': { bg: 'secondaryHover', borderColor: 'secondaryHover' },
};
export const secondaryButton: ThemeUIStyleObject = { ...primaryButton, bg: 'background', color: 'primary', '&:hover': { bg: 'muted' } };
export const panelStyle: ThemeUIStyleObject = { border: '1px solid', borderColor: 'border', borderRadius: 6, p: [4, 5], bg: 'background' };
