// The Returns desk (issue #33), mounted by its routes under /staff, and the walk-in return the
// staff order page opens.
export { ReturnDetail } from './return-detail';
export { ReturnsDesk } from './returns-desk';
export { WalkInReturn } from './walk-in-return';
