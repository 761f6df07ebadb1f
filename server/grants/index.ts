export { createGrants, type Grants, type GrantsDeps } from './grants.js';
