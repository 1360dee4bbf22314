import { guideRoutes } from '@/docs/routes';

// A locale's translated guides; a route only where some guide is translated (src/hosting/next-config.mjs).
export const generateStaticParams = guideRoutes.localised.generateStaticParams;
export const generateMetadata = guideRoutes.localised.generateMetadata;
export default guideRoutes.localised.Page;
