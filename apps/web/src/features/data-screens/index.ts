export { AllotmentsScreen } from './screens/allotments-screen';
export { CutoffRanksScreen } from './screens/cutoffs-screen';
export { SeatMatrixScreen } from './screens/seat-matrix-screen';
export { FinancialsScreen } from './screens/financials-screen';
export { RankScanScreen } from './rank-scan/rank-scan-screen';
export { RankMappingScreen } from './rank-mapping/rank-mapping-screen';
