import { guideRoutes } from '@/docs/routes';

// In a server build each locale copy renders on its first request (src/i18n/prerender-params.ts).
export const generateStaticParams = guideRoutes.localised.generateStaticParams;
export const generateMetadata = guideRoutes.localised.generateMetadata;
export default guideRoutes.localised.Page;
