import { adminPath } from '#shared/admin-path.ts';
import { adminThemeScope, publicThemeScope } from './theme-scopes.ts';

/**
 * Runs in <head> before the first paint, so a stored dark theme never flashes
 * light. It repeats the rules of theme-scopes.ts and theme-rule.ts in plain ES5
 * because it must run before any bundle loads; theme-script.test.ts keeps them in step.
 */
export const themeScript = `(function(){try{var p=location.pathname,a=p==='${adminPath}'||p.indexOf('${adminPath}/')===0,k=a?'${adminThemeScope.storageKey}':'${publicThemeScope.storageKey}',d=a?'${adminThemeScope.defaultTheme}':'${publicThemeScope.defaultTheme}',t=localStorage.getItem(k);if(t!=='light'&&t!=='dark'&&t!=='system')t=d;if(t==='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(t);r.style.colorScheme=t}catch(e){}})()`;
