export { CollegeExplorer } from './components/college-explorer';
export { UniversityAtlas } from './components/university-atlas';
export { CounsellingInfo } from './components/counselling-info';
export { Courses } from './components/courses';
