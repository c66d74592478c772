// The setup steps load as one chunk with the setup layout's code.
export { SetupLanguage } from './SetupLanguage.tsx';
export { SetupScores } from './SetupScores.tsx';
export { SetupAvatar } from './SetupAvatar.tsx';
export { SetupColor } from './SetupColor.tsx';
export { SetupComplete } from './SetupComplete.tsx';
