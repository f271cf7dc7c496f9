// What the apps get when they import '@emotion/react' (see react-router-dom.js beside it for why): the
// style helpers we use and what @emotion/styled needs, without withTheme, whose hoist-non-react-statics
// (with its own react-is) every page loaded and none called. The JSX runtime is shared apart.
export { css, keyframes, CacheProvider, ThemeContext, withEmotionCache } from 'tailwise-internal/emotion-react-source';
