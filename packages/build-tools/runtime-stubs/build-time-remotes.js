// Replaces @module-federation/webpack-bundler-runtime/dist/remotes.js: the chunk loader for
// build-time remotes (`import('quiz/App')` against ModuleFederationPlugin `remotes`). Only webpack's
// remotes runtime module (__webpack_require__.f.remotes) calls it, and webpack emits that only for
// such imports. Tailwise has none: the shell registers remotes at run time (registerRemotes) and
// loads them with loadRemote, which is runtime-core's RemoteHandler and untouched. The config applies
// this stub only while no app declares build-time remotes.
import { unsupported } from './unsupported.js';

export const remotes = unsupported('Build-time remotes');
