// jsdom with Node's fetch classes, which the API client and its tests use.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Response, Request, Headers, fetch, AbortSignal, structuredClone });
  }
}

module.exports = JsdomWithFetch;
