import { guideRoutes } from '@/docs/routes';

// In a server build, pages past TESSERA_PRERENDER_PAGES render on their first request (src/docs/prerender-pages.ts).
export const generateStaticParams = guideRoutes.english.generateStaticParams;
export const generateMetadata = guideRoutes.english.generateMetadata;
export default guideRoutes.english.Page;
