// What `import markup from './x.svg?inline'` gives under test: the drawing's markup (webpack's asset/source).
module.exports = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';
