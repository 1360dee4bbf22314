import { guideRoutes } from '@/docs/routes';
export const generateStaticParams = guideRoutes.english.generateStaticParams;
export const generateMetadata = guideRoutes.english.generateMetadata;
export default guideRoutes.english.Page;
