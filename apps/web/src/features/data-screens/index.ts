export { DataScreenView } from './data-screen';
export { RankScanScreen } from './rank-scan/rank-scan-screen';
export { RankMappingScreen } from './rank-mapping/rank-mapping-screen';
