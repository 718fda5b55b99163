/**
 * The machine-docs plugin's public client API: what site code may import (`src/theme/` wrappers reach
 * plugins only through this entry). The copy-page menu itself ships from the plugin's theme path.
 */
export {default as PageActions} from './PageActions';
export {twinPath} from '../twin-path';
