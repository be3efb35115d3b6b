// Loads an ES module with Node's own loader, so a host's module hooks (e.g. a test
// runner's) never transform the functions bundle.
/* global module */
module.exports = (url) => import(url);
