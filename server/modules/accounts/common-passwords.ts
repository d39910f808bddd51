/**
 * The passwords attackers try first (NIST SP 800-63B, 5.1.1.2: refuse values known to be commonly
 * used): a compact list of the most frequent ones in public breach lists, keyboard walks and
 * repeats, and Croatian and shop words. Only those of the minimum length (8) or longer are listed,
 * as shorter ones are refused anyway. Compared in lower case, so "Password1" is as common as
 * "password1". Kept on the server: the browser's forms never carry the list (issue 13).
 */
import { accountsError, messages } from "./errors";

const COMMON = new Set(
  `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word pa$$word
password! password01 passwords passpass passpass1 mypassword thepassword newpassword changeme changeme1
letmein1 letmein123 welcome1 welcome123 welcome12 welcome2023 welcome2024 welcome2025 welcome2026
12345678 123456789 1234567890 12345678910 123123123 123456123 123456654321 1234512345 1234554321
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 55555555 66666666 77777777 88888888
99999999 12121212 11223344 12341234 123412345 87654321 987654321 9876543210 10203040 01234567 098765432
0987654321 147258369 123654789 159753456 741852963 963852741 456789123 123qweasd 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 zaq1xsw2 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6
qwerty123 qwerty12 qwerty1234 qwertyui qwertyuiop qwertyqwerty qwertyuiop123 qwerasdf qwer1234
asdfghjk asdfghjkl asdf1234 asdfasdf asdfqwer zxcvbnm1 zxcvbnm123 zxcvbnma qazwsxedc qazwsx123 1qazxsw2
abcd1234 abc12345 abcdefgh abcdefg1 abcdef123 abc123456 a1b2c3d4 aa123456 aaaaaaaa abcabcabc
iloveyou iloveyou1 iloveyou2 iloveu123 princess princess1 sunshine sunshine1 football football1 baseball
basketball superman batman123 starwars pokemon123 michael1 jennifer jessica1 jordan23 charlie1 chocolate
whatever whatever1 trustno1 monkey123 dragon123 master123 shadow123 computer internet samsung123
freedom1 liverpool arsenal1 chelsea1 barcelona realmadrid manchester football123 soccer123 hockey123
1234qwer qwer4321 loveyou1 lovely123 babygirl babygirl1 butterfly elizabeth fuckyou1 fuckyou123
iloveyou123 secret123 mustang1 hello123 hello1234 helloworld pass1234 pass12345 admin123 admin1234
administrator adminadmin root1234 test1234 test12345 testtest letmein! access14 1passwor
passwort passwort1 lozinka1 lozinka123 lozinka1234 sifra123 zaporka1 hrvatska hrvatska1 zagreb123
dinamo123 hajduk123 volimte1 volimte123 ljubav123 ljubavi1 nogomet1
shop1234 shopping shopping1 onlineshop demoshop customer customer1 mojalozinka
`
    .trim()
    .split(/\s+/),
);

/** Refuses one of the most common passwords (in any letter case) as a new password: 400 COMMON_PASSWORD. */
export function refuseCommonPassword(password: string): void {
  if (COMMON.has(password.normalize("NFC").toLowerCase())) throw accountsError(messages.commonPassword, 400);
}
