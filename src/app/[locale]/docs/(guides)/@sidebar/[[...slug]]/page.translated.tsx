import { guideSidebarRoutes } from '@/docs/routes';

export const generateStaticParams = guideSidebarRoutes.localised.generateStaticParams;
export default guideSidebarRoutes.localised.Page;
