export { fromMinorUnits as fromMinor } from '@vitrine/contracts/currency';
