// Replaces @module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js.
// The real handler fetches mf-manifest.json files and turns them into snapshots. Tailwise registers
// plain remoteEntry.js URLs and builds with disableSnapshot, so that code never runs; this keeps
// only what the runtime touches on every instance:
// - core.js constructs it and utils/plugin.js registers every plugin on its `hooks`;
// - remote/index.js removeRemote (called by registerRemotes({ force: true })) deletes from
//   `manifestCache` and calls getGlobalRemoteInfo, kept here verbatim.
import {
  getGlobalSnapshot,
  getGlobalSnapshotInfoByModuleInfo,
  getInfoWithoutType,
} from 'tailwise-internal/module-federation/runtime-core/dist/global.js';
import { PluginSystem } from 'tailwise-internal/module-federation/runtime-core/dist/utils/hooks/pluginSystem.js';
import { unsupported } from './unsupported.js';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.HostInstance = HostInstance;
    this.manifestCache = new Map();
    // No snapshot lifecycle hooks: nothing would ever emit them (as in the runtime's own DisabledSnapshotHandler).
    this.hooks = new PluginSystem({});
  }
  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}
SnapshotHandler.prototype.loadRemoteSnapshotInfo = unsupported(
  'Loading an mf-manifest.json snapshot (or preloadRemote)',
);
SnapshotHandler.prototype.getManifestJson = unsupported('Loading an mf-manifest.json');
SnapshotHandler.prototype.loadManifestSnapshot = unsupported('Loading an mf-manifest.json');
