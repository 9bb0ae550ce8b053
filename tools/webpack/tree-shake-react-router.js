// A webpack loader for react-router's prebuilt files, so that what the site does not use of it
// can be dropped (about 2.7 KB gzip on every page). Two marks stood in the way:
// - its top-level React.createContext/forwardRef/memo calls carry no `/* @__PURE__ */` mark (the
//   mark @babel/preset-react adds to our own code), so webpack and terser kept each of them,
//   used or not: Form and useSubmit, the data routers and their error screens, RSC helpers...;
// - `Form.displayName = "Form"` and the like, for React DevTools only, are assignments: they
//   kept the same objects alive. Without them DevTools shows "ForwardRef" or "Context" instead.
// Both calls are free of side effects and nothing reads displayName, so behaviour is unchanged.
const TOP_LEVEL_REACT_CALL = /^((?:export )?(?:var|let|const) [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

module.exports = function treeShakeReactRouter(source) {
  return source.replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
