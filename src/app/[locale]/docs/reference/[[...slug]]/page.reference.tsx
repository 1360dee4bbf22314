import { referenceRoutes } from '@/docs/routes';

export const generateStaticParams = referenceRoutes.localised.generateStaticParams;
export const generateMetadata = referenceRoutes.localised.generateMetadata;
export default referenceRoutes.localised.Page;
