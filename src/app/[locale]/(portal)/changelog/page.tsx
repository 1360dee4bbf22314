import { changelogRoutes } from '@/docs/routes';

export const generateMetadata = changelogRoutes.localised.generateMetadata;
export default changelogRoutes.localised.Page;
