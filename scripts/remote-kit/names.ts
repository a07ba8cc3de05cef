/** The names one remote goes by: folder and package `mf-photo-books`, container `mf_photo_books`. */
export type RemoteNames = {
  packageName: string;
  containerName: string;
  /** Exposed module without `./`, PascalCase: `PhotoBooks`. */
  exposeName: string;
  /** kebab-case slice folder of the exposed component: `photo-books`. */
  sliceName: string;
  propsType: string;
  /** Human heading of the placeholder screen: `Photo books`. */
  title: string;
};

const packagePattern = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const exposePattern = /^[A-Z][A-Za-z0-9]*$/;

const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const kebab = (pascalName: string) =>
  pascalName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Derives every name from the folder name and, optionally, the exposed module; throws a readable error on a bad name. */
export function remoteNames(packageName: string, expose?: string): RemoteNames {
  if (!packagePattern.test(packageName)) {
    throw new Error(
      `"${packageName}" is not a remote name: use mf- and lowercase words joined by hyphens, e.g. mf-photo-books`,
    );
  }
  const exposeName = expose?.replace(/^\.\//, '') ?? pascal(packageName.slice(3));
  if (!exposePattern.test(exposeName)) {
    throw new Error(
      `"${exposeName}" is not a module name: use PascalCase letters and digits, e.g. Calculator`,
    );
  }
  const sliceName = kebab(exposeName);
  const words = sliceName.replace(/-/g, ' ');
  return {
    packageName,
    containerName: packageName.replace(/-/g, '_'),
    exposeName,
    sliceName,
    propsType: `${exposeName}Props`,
    title: words.charAt(0).toUpperCase() + words.slice(1),
  };
}
