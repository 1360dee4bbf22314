import { homeRoutes } from '@/shell/portal/home-routes';

export const generateMetadata = homeRoutes.english.generateMetadata;
export default homeRoutes.english.Page;
