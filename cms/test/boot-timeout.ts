/**
 * How long a boot may take: 120 s, or CMS_BOOT_TIMEOUT_MS (npm test gives more while the databases' runs go
 * side by side, where a seeded boot on PostgreSQL took longer; jest.config.js's hook timeout follows it).
 */
export const bootTimeoutMs = Number(process.env.CMS_BOOT_TIMEOUT_MS || 120_000);
