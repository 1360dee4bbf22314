import { guideSidebarRoutes } from '@/docs/routes';
export const generateStaticParams = guideSidebarRoutes.english.generateStaticParams;
export default guideSidebarRoutes.english.Page;
