/** Removes the static page loader of index.html (01 §4: after the first navigation, at most after 4 s). */
export function removePageLoader(): void {
  document.getElementById('page-loader')?.remove();
}
