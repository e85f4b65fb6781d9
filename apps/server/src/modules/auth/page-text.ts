import { accountMessages, type LanguageCode, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, serverMessages } from '@hearth/contracts';
import { BLANK_PASSWORD_MESSAGE, WEAK_PASSWORD_MESSAGE } from './password-policy';

/**
 * Every word of the server-rendered account pages (login-page.ts) and the account emails (account-mail.ts), in each
 * language Hearth speaks (decision 0035). `{name}` marks a value filled in when shown; page-text.test.ts
 * keeps the keys and placeholders of the three languages the same.
 *
 * `errors` are the messages a page can show, which the routes pass in English (the contracts' words, as
 * the JSON API says them): a page shows them in its language by looking the English up here. Where the
 * web's spec catalogue translates the same message, the words are the same (the test checks).
 */
const en = {
  panel: {
    heading: 'Recipes, community and AI in one kitchen',
    text: 'Create, discover and share recipes with a community of home cooks.',
    tools: 'Twelve AI cooking tools',
    planning: 'Collections and a weekly meal planner',
    recommendations: 'Recommendations shaped by your food profile',
    footer: 'A recipe platform for home cooks.',
  },
  fields: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Type it again',
    passwordHint: 'At least {min} characters. A short sentence is easy to remember and hard to guess.',
  },
  signIn: {
    title: 'Sign in',
    heading: 'Welcome back to Hearth',
    lead: 'Sign in to keep cooking, planning and sharing recipes.',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    newHere: 'New to Hearth?',
    createAccount: 'Create an account',
    passwordChanged: 'Your password has been changed. Sign in with your new password.',
  },
  signUp: {
    title: 'Create account',
    heading: 'Create your Hearth account',
    lead: 'Join a community of home cooks. After a short food profile, an admin reviews your account.',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  singleSignOn: {
    or: 'or',
    continueWith: 'Continue with {provider}',
  },
  forgotPassword: {
    title: 'Forgot password',
    heading: 'Forgot your password?',
    lead: 'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    withoutMail: 'This Hearth does not send email, so a password is reset by the person who runs it. Ask them to choose a new one for you with:',
    /** The example value of `--password` in the operator command shown without mail. */
    examplePassword: 'a new password',
    afterCommand: 'Then sign in with the new password and change it in Profile Settings.',
    backToSignIn: 'Back to sign in',
  },
  linkSent: {
    title: 'Check your email',
    heading: 'Check your email',
    lead: 'If {email} belongs to a Hearth account, a link to choose a new password is on its way. It works for one hour.',
    help: 'Nothing arrived after a few minutes? Check your spam folder, or {link}.',
    askAgain: 'ask for another link',
  },
  resetPassword: {
    title: 'Choose a new password',
    heading: 'Choose a new password',
    lead: 'After this, every device signed in to your account is signed out, and you sign in with the new password.',
    submit: 'Save new password',
    expiredTitle: 'Reset link expired',
    expiredHeading: 'This link no longer works',
    askNewLink: 'Ask for a new link',
  },
  signOut: {
    title: 'Sign out',
    heading: 'Sign out of Hearth?',
    lead: 'A page on another site sent you here. You stay signed in unless you confirm.',
    submit: 'Sign out',
    stay: 'Stay signed in',
  },
  resetMail: {
    subject: 'Reset your Hearth password',
    body: 'Hello {name},\n\nSomeone (we hope you) asked to reset the password of your Hearth account. Open this link within an hour to choose a new one:\n{url}\n\nChoosing a new password signs you out on every device. If you did not ask for this, ignore this message: your password stays as it is.',
  },
  confirmMail: {
    subject: 'Confirm your email for Hearth',
    body: 'Hello {name},\n\nPlease confirm this is your email address by opening this link:\n{url}\n\nIf you did not create a Hearth account, you can ignore this message.',
  },
  changeMail: {
    subject: 'Confirm your new email address for Hearth',
    body: 'Hello {name},\n\nYou asked to use this address for your Hearth account. Open this link to confirm it:\n{url}\n\nUntil you do, your account keeps its old address. If you did not ask for this, you can ignore this message.',
  },
  errors: {
    invalidCredentials: serverMessages.invalidCredentials,
    signUpRefused: serverMessages.signUpRefused,
    tooManyRequests: serverMessages.tooManyRequests,
    accountSignInLocked: serverMessages.accountSignInLocked,
    banned: serverMessages.banned,
    internal: serverMessages.internal,
    nameRequired: accountMessages.nameRequired,
    emailInvalid: accountMessages.emailInvalid,
    passwordTooShort: accountMessages.passwordTooShort,
    passwordTooLong: accountMessages.passwordTooLong,
    passwordsDiffer: accountMessages.passwordsDiffer,
    resetLinkInvalid: accountMessages.resetLinkInvalid,
    weakPassword: WEAK_PASSWORD_MESSAGE,
    blankPassword: BLANK_PASSWORD_MESSAGE,
    providerUnreachable: 'The sign-in provider is not reachable. Please try again later.',
    singleSignOnOff: 'Single sign-on is not configured.',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type PageText = Texts<typeof en>;

const hi: PageText = {
  panel: {
    heading: 'रेसिपी, समुदाय और AI, एक ही रसोई में',
    text: 'घर पर खाना बनाने वालों के समुदाय के साथ रेसिपी बनाएँ, खोजें और शेयर करें।',
    tools: 'बारह AI कुकिंग टूल',
    planning: 'कलेक्शन और हफ़्ते भर का मील प्लानर',
    recommendations: 'आपकी फ़ूड प्रोफ़ाइल के हिसाब से सुझाव',
    footer: 'घर पर खाना बनाने वालों के लिए रेसिपी का ठिकाना।',
  },
  fields: {
    name: 'नाम',
    email: 'ईमेल',
    password: 'पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'फिर से लिखें',
    passwordHint: 'कम से कम {min} अक्षर। एक छोटा-सा वाक्य याद रखना आसान है और अंदाज़ा लगाना मुश्किल।',
  },
  signIn: {
    title: 'साइन इन',
    heading: 'Hearth में फिर से स्वागत है',
    lead: 'साइन इन करें और खाना बनाना, प्लान करना और रेसिपी शेयर करना जारी रखें।',
    submit: 'साइन इन करें',
    forgotPassword: 'पासवर्ड भूल गए?',
    newHere: 'Hearth पर नए हैं?',
    createAccount: 'अकाउंट बनाएँ',
    passwordChanged: 'आपका पासवर्ड बदल गया है। नए पासवर्ड से साइन इन करें।',
  },
  signUp: {
    title: 'अकाउंट बनाएँ',
    heading: 'अपना Hearth अकाउंट बनाएँ',
    lead: 'घर पर खाना बनाने वालों के समुदाय से जुड़ें। एक छोटी-सी फ़ूड प्रोफ़ाइल भरने के बाद एडमिन आपका अकाउंट जाँचेंगे।',
    submit: 'अकाउंट बनाएँ',
    haveAccount: 'क्या आपका अकाउंट पहले से है?',
    signIn: 'साइन इन करें',
  },
  singleSignOn: {
    or: 'या',
    continueWith: '{provider} के साथ जारी रखें',
  },
  forgotPassword: {
    title: 'पासवर्ड भूल गए',
    heading: 'पासवर्ड भूल गए?',
    lead: 'अपने अकाउंट का ईमेल पता लिखें। हम आपको नया पासवर्ड चुनने का लिंक भेजेंगे।',
    submit: 'रीसेट लिंक भेजें',
    withoutMail: 'यह Hearth ईमेल नहीं भेजता, इसलिए पासवर्ड वही रीसेट करते हैं जो इसे चलाते हैं। उनसे कहें कि इस कमांड से आपके लिए नया पासवर्ड चुन दें:',
    examplePassword: 'नया पासवर्ड',
    afterCommand: 'फिर नए पासवर्ड से साइन इन करें और उसे प्रोफ़ाइल सेटिंग्स में बदल लें।',
    backToSignIn: 'साइन इन पर वापस जाएँ',
  },
  linkSent: {
    title: 'अपना ईमेल देखें',
    heading: 'अपना ईमेल देखें',
    lead: 'अगर {email} किसी Hearth अकाउंट का है, तो नया पासवर्ड चुनने का लिंक उस पर भेजा जा रहा है। यह लिंक एक घंटे तक काम करेगा।',
    help: 'कुछ मिनट बाद भी कुछ नहीं आया? अपना स्पैम फ़ोल्डर देखें, या {link}।',
    askAgain: 'दूसरा लिंक माँगें',
  },
  resetPassword: {
    title: 'नया पासवर्ड चुनें',
    heading: 'नया पासवर्ड चुनें',
    lead: 'इसके बाद आपके अकाउंट में साइन इन किए सभी डिवाइस साइन आउट हो जाएँगे, और आप नए पासवर्ड से साइन इन करेंगे।',
    submit: 'नया पासवर्ड सेव करें',
    expiredTitle: 'रीसेट लिंक की मियाद ख़त्म',
    expiredHeading: 'यह लिंक अब काम नहीं करता',
    askNewLink: 'नया लिंक माँगें',
  },
  signOut: {
    title: 'साइन आउट',
    heading: 'Hearth से साइन आउट करें?',
    lead: 'किसी दूसरी साइट के पेज ने आपको यहाँ भेजा है। जब तक आप पुष्टि नहीं करते, आप साइन इन रहेंगे।',
    submit: 'साइन आउट करें',
    stay: 'साइन इन रहें',
  },
  resetMail: {
    subject: 'अपना Hearth पासवर्ड रीसेट करें',
    body: 'नमस्ते {name},\n\nकिसी ने (उम्मीद है आपने ही) आपके Hearth अकाउंट का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड चुनने के लिए एक घंटे के अंदर यह लिंक खोलें:\n{url}\n\nनया पासवर्ड चुनते ही आप हर डिवाइस से साइन आउट हो जाएँगे। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  confirmMail: {
    subject: 'Hearth के लिए अपने ईमेल की पुष्टि करें',
    body: 'नमस्ते {name},\n\nयह लिंक खोलकर पुष्टि करें कि यह ईमेल पता आपका ही है:\n{url}\n\nअगर आपने Hearth पर अकाउंट नहीं बनाया है, तो इस ईमेल को अनदेखा कर सकते हैं।',
  },
  changeMail: {
    subject: 'Hearth के लिए अपने नए ईमेल पते की पुष्टि करें',
    body: 'नमस्ते {name},\n\nआपने अपने Hearth अकाउंट के लिए यह पता इस्तेमाल करने को कहा है। पुष्टि करने के लिए यह लिंक खोलें:\n{url}\n\nजब तक आप लिंक नहीं खोलते, आपके अकाउंट में पुराना पता ही रहेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर सकते हैं।',
  },
  errors: {
    invalidCredentials: 'ईमेल या पासवर्ड ग़लत है',
    signUpRefused: 'इन जानकारियों से अकाउंट नहीं बन सका। अगर आपका अकाउंट पहले से है, तो साइन इन करें।',
    tooManyRequests: 'बहुत सारे अनुरोध आ गए। थोड़ा रुककर फिर से कोशिश करें।',
    accountSignInLocked: 'इस अकाउंट में कई बार ग़लत साइन-इन हुआ है। एक घंटे बाद फिर से कोशिश करें, या किसी एडमिन से पासवर्ड रीसेट करवाएँ।',
    banned: 'इस अकाउंट पर रोक लगी है।',
    internal: 'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    nameRequired: 'कृपया अपना नाम लिखें।',
    emailInvalid: 'कृपया सही ईमेल पता लिखें।',
    passwordTooShort: `पासवर्ड में कम से कम ${PASSWORD_MIN_LENGTH} अक्षर होने चाहिए।`,
    passwordTooLong: `पासवर्ड में ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षर हो सकते हैं।`,
    passwordsDiffer: 'दोनों नए पासवर्ड एक जैसे नहीं हैं।',
    resetLinkInvalid: 'पासवर्ड रीसेट का यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। कृपया नया लिंक मँगवाएँ।',
    weakPassword: 'इस पासवर्ड का अंदाज़ा लगाना बहुत आसान है: यह सबसे आम पासवर्ड में से एक है। कृपया कोई दूसरा चुनें।',
    blankPassword: 'कृपया ऐसा पासवर्ड चुनें जो सिर्फ़ स्पेस या एक ही अक्षर बार-बार दोहराकर न बना हो।',
    providerUnreachable: 'साइन-इन सेवा से अभी संपर्क नहीं हो पा रहा। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    singleSignOnOff: 'सिंगल साइन-ऑन सेट नहीं किया गया है।',
  },
};

const es: PageText = {
  panel: {
    heading: 'Recetas, comunidad e IA en una sola cocina',
    text: 'Crea, descubre y comparte recetas con una comunidad de cocineros caseros.',
    tools: 'Doce herramientas de cocina con IA',
    planning: 'Colecciones y un planificador de comidas semanal',
    recommendations: 'Recomendaciones según tu perfil gastronómico',
    footer: 'Una plataforma de recetas para cocineros caseros.',
  },
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Escríbela de nuevo',
    passwordHint: 'Al menos {min} caracteres. Una frase corta es fácil de recordar y difícil de adivinar.',
  },
  signIn: {
    title: 'Iniciar sesión',
    heading: 'Te damos la bienvenida de nuevo a Hearth',
    lead: 'Inicia sesión para seguir cocinando, planificando y compartiendo recetas.',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidaste tu contraseña?',
    newHere: '¿Primera vez en Hearth?',
    createAccount: 'Crea una cuenta',
    passwordChanged: 'Tu contraseña se cambió. Inicia sesión con la contraseña nueva.',
  },
  signUp: {
    title: 'Crear cuenta',
    heading: 'Crea tu cuenta de Hearth',
    lead: 'Únete a una comunidad de cocineros caseros. Después de completar un breve perfil gastronómico, un administrador revisa tu cuenta.',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Inicia sesión',
  },
  singleSignOn: {
    or: 'o',
    continueWith: 'Continuar con {provider}',
  },
  forgotPassword: {
    title: 'Contraseña olvidada',
    heading: '¿Olvidaste tu contraseña?',
    lead: 'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar enlace',
    withoutMail: 'Este Hearth no envía correos, así que la contraseña la restablece la persona que lo administra. Pídele que te ponga una nueva con:',
    examplePassword: 'una contraseña nueva',
    afterCommand: 'Después inicia sesión con la contraseña nueva y cámbiala en Configuración del perfil.',
    backToSignIn: 'Volver a iniciar sesión',
  },
  linkSent: {
    title: 'Revisa tu correo',
    heading: 'Revisa tu correo',
    lead: 'Si {email} pertenece a una cuenta de Hearth, te estamos enviando un enlace para elegir una contraseña nueva. Funciona durante una hora.',
    help: '¿No te llegó nada después de unos minutos? Revisa la carpeta de spam o {link}.',
    askAgain: 'pide otro enlace',
  },
  resetPassword: {
    title: 'Elige una contraseña nueva',
    heading: 'Elige una contraseña nueva',
    lead: 'Después se cerrará la sesión en todos los dispositivos que usan tu cuenta, e iniciarás sesión con la contraseña nueva.',
    submit: 'Guardar contraseña nueva',
    expiredTitle: 'Enlace caducado',
    expiredHeading: 'Este enlace ya no funciona',
    askNewLink: 'Pide un enlace nuevo',
  },
  signOut: {
    title: 'Cerrar sesión',
    heading: '¿Cerrar sesión en Hearth?',
    lead: 'Una página de otro sitio te trajo aquí. Tu sesión sigue abierta a menos que lo confirmes.',
    submit: 'Cerrar sesión',
    stay: 'Mantener la sesión abierta',
  },
  resetMail: {
    subject: 'Restablece tu contraseña de Hearth',
    body: 'Hola, {name}:\n\nAlguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Hearth. Abre este enlace antes de una hora para elegir una nueva:\n{url}\n\nAl elegir una contraseña nueva se cerrará tu sesión en todos los dispositivos. Si no lo pediste, ignora este mensaje: tu contraseña seguirá igual.',
  },
  confirmMail: {
    subject: 'Confirma tu correo electrónico para Hearth',
    body: 'Hola, {name}:\n\nConfirma que esta es tu dirección de correo electrónico abriendo este enlace:\n{url}\n\nSi no creaste una cuenta de Hearth, puedes ignorar este mensaje.',
  },
  changeMail: {
    subject: 'Confirma tu nuevo correo electrónico para Hearth',
    body: 'Hola, {name}:\n\nPediste usar esta dirección para tu cuenta de Hearth. Abre este enlace para confirmarla:\n{url}\n\nHasta que lo hagas, tu cuenta conserva la dirección anterior. Si no lo pediste, puedes ignorar este mensaje.',
  },
  errors: {
    invalidCredentials: 'Correo electrónico o contraseña incorrectos',
    signUpRefused: 'No pudimos crear una cuenta con estos datos. Si ya tienes una cuenta, inicia sesión.',
    tooManyRequests: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    accountSignInLocked:
      'Demasiados intentos fallidos de inicio de sesión en esta cuenta. Vuelve a intentarlo en una hora o pide a un administrador que restablezca la contraseña.',
    banned: 'Esta cuenta está bloqueada.',
    internal: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
    nameRequired: 'Escribe tu nombre.',
    emailInvalid: 'Escribe un correo electrónico válido.',
    passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    passwordTooLong: `La contraseña puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
    passwordsDiffer: 'Las dos contraseñas nuevas no coinciden.',
    resetLinkInvalid: 'Este enlace para restablecer la contraseña caducó o ya se usó. Pide uno nuevo.',
    weakPassword: 'Esta contraseña es demasiado fácil de adivinar: es una de las más comunes. Elige otra.',
    blankPassword: 'Elige una contraseña que no sea solo espacios ni un mismo carácter repetido.',
    providerUnreachable: 'No se puede conectar con el proveedor de inicio de sesión. Inténtalo de nuevo más tarde.',
    singleSignOnOff: 'El inicio de sesión único no está configurado.',
  },
};

export const PAGE_TEXT: Record<LanguageCode, PageText> = { en, hi, es };

/** The page's English errors, so routes name the ones that are not contracts strings. */
export const pageErrors = en.errors;

/** A message a page shows, in its language; one the catalogue does not know is shown as written. */
export function pageError(message: string, language: LanguageCode): string {
  const key = (Object.keys(en.errors) as (keyof PageText['errors'])[]).find((name) => en.errors[name] === message);
  return key ? PAGE_TEXT[language].errors[key] : message;
}

/** `template` with each `{name}` replaced by its value (a placeholder without a value stays as written). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
