export { DataScreenView, type DataScreenProps } from './data-screen';
export { RankScanScreen, type RankScanScreenProps } from './rank-scan/rank-scan-screen';
export { RankMappingScreen, type RankMappingScreenProps } from './rank-mapping/rank-mapping-screen';
