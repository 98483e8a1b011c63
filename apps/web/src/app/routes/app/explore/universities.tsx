import { UniversityAtlas } from '@/features/knowledge-hub';

export default function UniversitiesRoute() {
  return <UniversityAtlas />;
}
