// Server module boundaries (issue #21): filled in by the boundaries work.
export default [];
