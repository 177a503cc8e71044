import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with its default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown account) it still runs a
 * verification, so the answer takes as long either way.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash("not-a-real-password-0");
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && Boolean(storedHash);
  } catch {
    return false;
  }
}

/** The most used passwords in public breach lists; customers may not choose them. */
const COMMON_PASSWORDS = new Set([
  "123456",
  "password",
  "12345678",
  "qwerty",
  "123456789",
  "12345",
  "1234",
  "111111",
  "1234567",
  "dragon",
  "123123",
  "baseball",
  "abc123",
  "football",
  "monkey",
  "letmein",
  "696969",
  "shadow",
  "master",
  "666666",
  "qwertyuiop",
  "123321",
  "mustang",
  "1234567890",
  "michael",
  "654321",
  "superman",
  "1qaz2wsx",
  "7777777",
  "121212",
  "000000",
  "qazwsx",
  "123qwe",
  "killer",
  "trustno1",
  "jordan",
  "jennifer",
  "zxcvbnm",
  "asdfgh",
  "hunter",
  "buster",
  "soccer",
  "harley",
  "batman",
  "andrew",
  "tigger",
  "sunshine",
  "iloveyou",
  "2000",
  "charlie",
  "robert",
  "thomas",
  "hockey",
  "ranger",
  "daniel",
  "starwars",
  "klaster",
  "112233",
  "george",
  "computer",
  "michelle",
  "jessica",
  "pepper",
  "1111",
  "zxcvbn",
  "555555",
  "11111111",
  "131313",
  "freedom",
  "777777",
  "pass",
  "maggie",
  "159753",
  "aaaaaa",
  "ginger",
  "princess",
  "joshua",
  "cheese",
  "amanda",
  "summer",
  "love",
  "ashley",
  "nicole",
  "chelsea",
  "biteme",
  "matthew",
  "access",
  "yankees",
  "987654321",
  "dallas",
  "austin",
  "thunder",
  "taylor",
  "matrix",
  "qwerty123",
  "password1",
  "password123",
  "admin",
  "admin123",
  "welcome",
  "welcome1",
  "1q2w3e4r",
  "1q2w3e",
  "qwe123",
  "abcdef",
  "abcd1234",
  "passw0rd",
  "p@ssw0rd",
  "iloveyou1",
  "123abc",
  "a123456",
  "123456a",
  "aa123456",
  "888888",
  "qwerty1",
  "secret",
  "changeme",
  "letmein1",
  "football1",
  "monkey1",
  "dragon1",
  "asdfghjkl",
  "1234qwer",
  "q1w2e3r4",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
