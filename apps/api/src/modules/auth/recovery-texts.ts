import { RECOVERY_LINK_HOURS, type Language } from '@prime/contract';

export type RecoveryMailKind = 'recovery' | 'many_attempts';

type RecoveryTexts = {
  recoverySubject: string;
  recoveryIntro: string;
  manyAttemptsSubject: string;
  manyAttemptsIntro: string;
  manyAttemptsNotYou: string;
  validity: (hours: number) => string;
  ignore: string;
};

/** The password mails in every interface language; anything else gets English. */
const TEXTS: Record<Language, RecoveryTexts> = {
  en: {
    recoverySubject: 'Reset your Prime password',
    recoveryIntro:
      'We received a request to reset the password of your Prime account.\n\nChoose a new password here:',
    manyAttemptsSubject: 'Many failed logins to your Prime account',
    manyAttemptsIntro:
      'Someone tried to log in to your Prime account with a wrong password many times, so logins are paused for a few minutes.\n\nIf it was you and you forgot your password, choose a new one here:',
    manyAttemptsNotYou:
      'If it was not you, your account is still safe; consider choosing a stronger password.',
    validity: (hours) => `The link works once, for ${hours} hour${hours === 1 ? '' : 's'}.`,
    ignore:
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  },
  cs: {
    recoverySubject: 'Obnovení hesla k účtu Prime',
    recoveryIntro:
      'Obdrželi jsme žádost o obnovení hesla k vašemu účtu Prime.\n\nNové heslo si zvolte zde:',
    manyAttemptsSubject: 'Mnoho neúspěšných přihlášení k vašemu účtu Prime',
    manyAttemptsIntro:
      'Někdo se k vašemu účtu Prime mnohokrát pokusil přihlásit se špatným heslem, proto je přihlašování na několik minut pozastaveno.\n\nPokud jste to byli vy a heslo jste zapomněli, zvolte si nové zde:',
    manyAttemptsNotYou:
      'Pokud jste to nebyli vy, váš účet je stále v bezpečí; zvažte silnější heslo.',
    validity: (hours) => `Odkaz platí jednou, ${hours} h.`,
    ignore: 'Pokud jste o to nežádali, tento e-mail ignorujte; vaše heslo zůstává beze změny.',
  },
  de: {
    recoverySubject: 'Setzen Sie Ihr Prime-Passwort zurück',
    recoveryIntro:
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Prime-Kontos zurückzusetzen.\n\nWählen Sie hier ein neues Passwort:',
    manyAttemptsSubject: 'Viele fehlgeschlagene Anmeldungen bei Ihrem Prime-Konto',
    manyAttemptsIntro:
      'Jemand hat viele Male versucht, sich mit einem falschen Passwort bei Ihrem Prime-Konto anzumelden; Anmeldungen sind daher einige Minuten gesperrt.\n\nWenn Sie es waren und Ihr Passwort vergessen haben, wählen Sie hier ein neues:',
    manyAttemptsNotYou:
      'Wenn Sie es nicht waren, ist Ihr Konto weiterhin sicher; wählen Sie am besten ein stärkeres Passwort.',
    validity: (hours) => `Der Link gilt einmal, ${hours} Std. lang.`,
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  sk: {
    recoverySubject: 'Obnovenie hesla k účtu Prime',
    recoveryIntro:
      'Dostali sme žiadosť o obnovenie hesla k vášmu účtu Prime.\n\nNové heslo si zvoľte tu:',
    manyAttemptsSubject: 'Veľa neúspešných prihlásení do vášho účtu Prime',
    manyAttemptsIntro:
      'Niekto sa do vášho účtu Prime mnohokrát pokúsil prihlásiť nesprávnym heslom, preto je prihlasovanie na niekoľko minút pozastavené.\n\nAk ste to boli vy a heslo ste zabudli, zvoľte si nové tu:',
    manyAttemptsNotYou: 'Ak ste to neboli vy, váš účet je stále v bezpečí; zvážte silnejšie heslo.',
    validity: (hours) => `Odkaz platí raz, ${hours} h.`,
    ignore: 'Ak ste o to nežiadali, tento e-mail ignorujte; vaše heslo zostáva bez zmeny.',
  },
  hu: {
    recoverySubject: 'Prime jelszó visszaállítása',
    recoveryIntro:
      'Kérést kaptunk Prime fiókja jelszavának visszaállítására.\n\nÚj jelszót itt választhat:',
    manyAttemptsSubject: 'Sok sikertelen bejelentkezés a Prime fiókjába',
    manyAttemptsIntro:
      'Valaki sokszor próbált rossz jelszóval bejelentkezni a Prime fiókjába, ezért a bejelentkezés néhány percre szünetel.\n\nHa Ön volt, és elfelejtette a jelszavát, itt választhat újat:',
    manyAttemptsNotYou:
      'Ha nem Ön volt, a fiókja továbbra is biztonságban van; érdemes erősebb jelszót választania.',
    validity: (hours) => `A hivatkozás egyszer használható, ${hours} óráig érvényes.`,
    ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt; a jelszava nem változik.',
  },
  pl: {
    recoverySubject: 'Zresetuj hasło do Prime',
    recoveryIntro:
      'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Prime.\n\nNowe hasło ustawisz tutaj:',
    manyAttemptsSubject: 'Wiele nieudanych logowań do Twojego konta Prime',
    manyAttemptsIntro:
      'Ktoś wiele razy próbował zalogować się do Twojego konta Prime z błędnym hasłem, dlatego logowanie jest wstrzymane na kilka minut.\n\nJeśli to Ty i nie pamiętasz hasła, ustaw nowe tutaj:',
    manyAttemptsNotYou:
      'Jeśli to nie Ty, Twoje konto jest nadal bezpieczne; rozważ wybór silniejszego hasła.',
    validity: (hours) => `Link działa jeden raz, przez ${hours} godz.`,
    ignore: 'Jeśli to nie Ty o to prosiłeś, zignoruj tę wiadomość; Twoje hasło się nie zmienia.',
  },
  es: {
    recoverySubject: 'Restablece tu contraseña de Prime',
    recoveryIntro:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Prime.\n\nElige una contraseña nueva aquí:',
    manyAttemptsSubject: 'Muchos inicios de sesión fallidos en tu cuenta de Prime',
    manyAttemptsIntro:
      'Alguien ha intentado muchas veces entrar en tu cuenta de Prime con una contraseña incorrecta, así que el acceso queda en pausa unos minutos.\n\nSi fuiste tú y olvidaste la contraseña, elige una nueva aquí:',
    manyAttemptsNotYou:
      'Si no fuiste tú, tu cuenta sigue segura; plantéate elegir una contraseña más fuerte.',
    validity: (hours) => `El enlace sirve una vez, durante ${hours} h.`,
    ignore: 'Si no lo pediste, ignora este correo; tu contraseña no cambia.',
  },
};

/** Subject and text of a password mail in the player's language. */
export const recoveryMail = (kind: RecoveryMailKind, link: string, language: string) => {
  const t = TEXTS[language as Language] ?? TEXTS.en;
  const validity = t.validity(RECOVERY_LINK_HOURS);
  return kind === 'recovery'
    ? {
        subject: t.recoverySubject,
        text: `${t.recoveryIntro}\n${link}\n\n${validity}\n${t.ignore}\n`,
      }
    : {
        subject: t.manyAttemptsSubject,
        text: `${t.manyAttemptsIntro}\n${link}\n\n${validity}\n${t.manyAttemptsNotYou}\n`,
      };
};
