import { referenceRoutes } from '@/docs/routes';

export const dynamicParams = false;
export const generateStaticParams = referenceRoutes.english.generateStaticParams;
export const generateMetadata = referenceRoutes.english.generateMetadata;
export default referenceRoutes.english.Page;
