import { changelogRoutes } from '@/docs/routes';

export const generateMetadata = changelogRoutes.english.generateMetadata;
export default changelogRoutes.english.Page;
