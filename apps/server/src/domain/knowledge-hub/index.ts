export { listInstitutes, instituteFacets } from './institutes';
export { listUniversities, universityFacets } from './universities';
export { listCounsellingInfo, counsellingInfoFacets } from './counselling-info';
export { listCourses, courseFacets } from './courses';
export { instituteDetail } from './institute-detail';
