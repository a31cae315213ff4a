// The staff area's public face (issue #21): the guard every staff screen sits in, and the members
// screen.
export { StaffGuard, roleMeets, type StaffNeed } from './staff-guard';
export { StaffMembers } from './staff-members';
