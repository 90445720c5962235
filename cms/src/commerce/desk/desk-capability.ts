import type { Capability } from '../../capabilities/capability';
import { commerce } from '../commerce';
import { registerDeskAnswers } from './desk-checks';

/** The broker desk: staff's answers to desk cases. */
export const deskCapability: Capability = {
  name: 'desk',
  register({ strapi }) {
    registerDeskAnswers(strapi, () => commerce(strapi).desk);
  },
};
