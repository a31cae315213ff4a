// The staff dashboard (issue #21), mounted by its route under /staff.
export { Dashboard } from './dashboard';
