import { homeRoutes } from '@/shell/portal/home-routes';

export const generateStaticParams = homeRoutes.localised.generateStaticParams;
export const generateMetadata = homeRoutes.localised.generateMetadata;
export default homeRoutes.localised.Page;
