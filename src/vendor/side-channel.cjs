'use strict';

/*
 * Stands in for the side-channel package in the browser build (see vite.config.ts). qs, which
 * Refine's router bindings use for the address's query, keeps the objects it has visited in a side
 * channel; the package brings object-inspect, get-intrinsic and a dozen more modules (~10 kB gzip
 * of the first download) to work in engines without WeakMap. Every browser the dashboard supports
 * has Map, and a channel lives for one parse or stringify call, so a Map is the same thing.
 */
module.exports = function getSideChannel() {
  var entries = new Map();
  var channel = {
    assert: function (key) {
      if (!entries.has(key)) throw new TypeError('Side channel does not contain the key');
    },
    delete: function (key) {
      return entries.delete(key);
    },
    get: function (key) {
      return entries.get(key);
    },
    has: function (key) {
      return entries.has(key);
    },
    set: function (key, value) {
      entries.set(key, value);
    },
  };
  return channel;
};
