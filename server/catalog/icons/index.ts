export { catalogImageHosts } from './icon-hosts.js';
export { createRemoteIconHandlers } from './methods.js';
export { createRemoteIcons, MAX_ICON_BYTES, type RemoteIcons } from './remote-icons.js';
