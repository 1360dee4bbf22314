import { guideSidebarRoutes } from '@/docs/routes';

// In a server build, pages past TESSERA_PRERENDER_PAGES render on their first request (src/docs/prerender-pages.ts).
export const generateStaticParams = guideSidebarRoutes.english.generateStaticParams;
export default guideSidebarRoutes.english.Page;
