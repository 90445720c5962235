/**
 * Where an outside script comes from: its production address, or, when the build names a sandbox
 * (GATSBY_SCRIPTS_SANDBOX_URL, set by `npm start` and the tests), the local stand-in the CMS serves
 * there (cms/src/adapters/tag-scripts/).
 */
export function scriptSource(production: string, sandboxFile: string, sandboxBase = process.env.GATSBY_SCRIPTS_SANDBOX_URL): string {
  const base = sandboxBase?.trim().replace(/\/$/, '');
  return base ? `${base}/${sandboxFile}` : production;
}

export function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
