import { adminPath } from '#shared/admin-path.ts';
import { adminThemeScope, publicThemeScope } from './theme-scopes.ts';
import { darkQuery } from './theme-store.ts';

/**
 * Runs in <head> before the first paint, so a stored dark theme never flashes
 * light. It repeats the rules of theme-scopes.ts and theme-rule.ts in plain ES5
 * because it must run before any bundle loads; theme-script.test.ts keeps them in step.
 * It then keeps following the choice made in another tab and, while the choice is
 * "system", the system's theme: a reading page has no other code running that would.
 */
export const themeScript = `(function(){try{var p=location.pathname,a=p==='${adminPath}'||p.indexOf('${adminPath}/')===0,k=a?'${adminThemeScope.storageKey}':'${publicThemeScope.storageKey}',d=a?'${adminThemeScope.defaultTheme}':'${publicThemeScope.defaultTheme}',m=matchMedia('${darkQuery}'),r=document.documentElement,s=function(){var t=localStorage.getItem(k);if(t!=='light'&&t!=='dark'&&t!=='system')t=d;if(t==='system')t=m.matches?'dark':'light';r.classList.remove('light','dark');r.classList.add(t);r.style.colorScheme=t};s();addEventListener('storage',function(e){if(e.key===k)s()});m.addEventListener('change',s)}catch(e){}})()`;
