import { changelogRoutes } from '@/docs/routes';

export const generateStaticParams = changelogRoutes.localised.generateStaticParams;
export const generateMetadata = changelogRoutes.localised.generateMetadata;
export default changelogRoutes.localised.Page;
