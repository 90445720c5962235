import { errors } from '@strapi/utils';

/** The document service's actions that only read: the admin's lists and forms. */
export const readActions = new Set(['findOne', 'findFirst', 'findMany', 'count']);

/**
 * A save in the admin refused with the field named ("premiumEuros: …"): a PolicyError, whose message the admin
 * shows (a plain ForbiddenError becomes a bare "Forbidden").
 */
export const refuseField = (field: string, message: string): never => {
  throw new errors.PolicyError(`${field}: ${message}`, { field });
};
