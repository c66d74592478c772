// The authentication screens share one lazily loaded chunk (and the captcha widget's code).
export { Login } from './Login.tsx';
export { Signup } from './Signup.tsx';
export { ForgotPassword } from './ForgotPassword.tsx';
export { ResetPassword } from './ResetPassword.tsx';
export { Reverify } from './Reverify.tsx';
export { VerifyEmail } from './VerifyEmail.tsx';
export { ConfirmLocation } from './ConfirmLocation.tsx';
