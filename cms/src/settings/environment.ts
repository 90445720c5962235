/** The CMS's environment variables as read at start: tests pass their own object of the same shape. */
export type Environment = Readonly<Record<string, string | undefined>>;

let read: Environment | undefined;

/**
 * The one reader of `process.env` in the CMS's code, copied on first use: by then Strapi has loaded
 * cms/.env, and nothing later changes the settings of a running CMS.
 */
export const environment = (): Environment => (read ??= Object.freeze({ ...process.env }));

/** A numeric setting; unset or empty means the default. */
export const envNumber = (value: string | undefined, fallback: number) => (value === undefined || value === '' ? fallback : Number(value));
