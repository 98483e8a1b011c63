import { Courses } from '@/features/knowledge-hub';

export default function CoursesRoute() {
  return <Courses />;
}
