// The CSV text-cell rule is written once, in common/, for the server's exports and the
// investor area's alike.
export { csvTextCell } from '@/common/csv';
