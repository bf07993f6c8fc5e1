/**
 * Stands in for `jsonschema` inside the Lambda bundles. ElectroDB uses jsonschema for one thing:
 * checking each entity's model when the entity is constructed (electrodb/src/validations.js
 * `model`). Models are constant code, checked with the real jsonschema whenever the unbundled code
 * runs (every unit, integration and infra test constructs every entity), so repeating the check on
 * every cold start only costs time: about a third of a Lambda's import (measured by
 * test/perf/bundle-size.ts).
 */
class Validator {
  constructor() {
    this.customFormats = {};
  }
  addSchema() {}
  validate() {
    return { errors: [] };
  }
}
Validator.prototype.customFormats = {};
module.exports = { Validator };
