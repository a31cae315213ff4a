/**
 * Writes common-passwords.txt: the passwords an attacker tries first (ASVS 6.2.4), built from
 * well-known weak base words, Nepal-specific words and the ways people stretch them to 8
 * characters (digits, years, '@123', '!'). Only entries of 8+ characters are kept: shorter ones
 * fail the length rule anyway. Regenerate with:
 *   node --import tsx apps/server/src/modules/auth/common-passwords.generate.ts
 */
import { writeFileSync } from 'node:fs';

const baseWords = `
password passw0rd p@ssword p@ssw0rd pass pa55word qwerty qwertyuiop qwertyui asdfgh asdfghjkl asdfasdf zxcvbn
zxcvbnm qazwsx qazwsxedc zaq12wsx 1qaz2wsx 1qaz2wsx3edc q1w2e3r4 q1w2e3r4t5 1q2w3e4r 1q2w3e4r5t abc abcd abcdef
abcdefg abcdefgh abcabc aaaaaa iloveyou iloveu loveme lovely lover love princess sunshine welcome letmein admin
administrator root toor changeme default guest login test testing testtest demo user secret access master
monkey dragon shadow superman batman spiderman ironman hulk football baseball basketball soccer hockey cricket
tennis golf golfer michael jordan jennifer hunter buster harley tigger charlie robert thomas ranger daniel
starwars computer michelle jessica pepper freedom maggie ginger joshua cheese amanda summer winter ashley
nicole chelsea matthew yankees dallas austin thunder taylor matrix william corvette hello martin heather
merlin diamond hammer silver anthony justin bailey patrick internet scooter orange cookie richard samantha
bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan falcon
cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo
spider nascar monster tigers yellow gateway marina diablo bulldog compaq purple banana junior hannah
porsche lakers iceman money cowboys london coffee scooby miller boston brandon yamaha chester mother
forever johnny edward oliver redsox player nikita knight fender barney midnight please brandy chicago
badboy slayer rangers charles angel flower rabbit wizard jasper enter rachel chris steven winner adidas
nike victoria natasha jasmine prince marine fishing cocacola casper james raiders marlboro gandalf crystal
golden doctor rocky warrior liverpool manchester manutd barcelona realmadrid juventus ronaldo messi
cristiano neymar pokemon naruto minecraft fortnite roblox google facebook instagram youtube linkedin
twitter microsoft apple iphone android nokia windows linux ubuntu babygirl sweetheart beautiful
butterfly blessed jesus christ faith grace heaven godisgood trinity family friends friend happy
smile sunflower rainbow flower chocolate cupcake dolphin elephant tiger lion eagle unicorn pretty
angel baby mylove myspace hotmail gmail yahoo office company business server database mysql oracle
postgres letmeinplease trustno1 killer hacker h4x0r qwer asdf zxcv hellokitty kitty pussycat
puppy doggy kitten superstar rockstar popstar music guitarist drummer dancer student teacher
school college university security system network wireless internet1 computer1 laptop desktop
mobile phone telephone number secret1 private personal public shop store online market pasal
nepal nepali nepal123 kathmandu pokhara lalitpur patan bhaktapur biratnagar birgunj dharan butwal
bharatpur chitwan janakpur hetauda dhangadhi nepalgunj itahari everest sagarmatha himalaya himalayan
namaste dashain tihar buddha lumbini pashupati gorkha gurkha sherpa annapurna mustang kailash
ram sita krishna shiva hari gita laxmi ganesh durga bishnu ramesh suresh dinesh rajesh mahesh
ganesh anil sunil sanjay bikash prakash santosh deepak kiran binod manoj sabin sagar suman sushil
sunita anita sarita gita rita sita puja pooja sabina sangita srijana
`
  .split(/\s+/)
  .filter(Boolean);

const suffixes = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '@123',
  '#123',
  '007',
  '69',
  '99',
  '00',
  '01',
  '11',
  '22',
  '786',
];
const years = Array.from({ length: 2026 - 1990 + 1 }, (_, i) => String(1990 + i));

const digitRuns = [
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '01234567',
  '87654321',
  '987654321',
  '0987654321',
  '11223344',
  '12341234',
  '12121212',
  '11112222',
  '12344321',
  '123123123',
  '147258369',
  '159357456',
  '741852963',
  '963852741',
  '789456123',
  '123456123',
  '987654321',
  '246813579',
  '135792468',
  '20202020',
  '19191919',
  '10203040',
  '11111111',
  '00000000',
  '88888888',
  '99999999',
  '77777777',
  '66666666',
  '55555555',
  '12312312',
  '1234512345',
  '1029384756',
  '1122334455',
  '5201314520',
  '31415926',
];
const keyboard = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm,',
  '1qazxsw2',
  'qazxswedc',
  'qweasdzxc',
  'zaqxswcde',
  '!qaz2wsx',
  '!@#$%^&*',
  'qwerty12',
  'qwerty123',
  'qwerty1234',
  'qwertyqwerty',
  'asdf1234',
  'zxcv1234',
  'qwer1234',
  '1234qwer',
  '1234asdf',
  'abcd1234',
  'a1b2c3d4',
  'aa123456',
  'aaa11111',
  'abc12345',
  'abc123456',
  '1234abcd',
  'password!',
  'passwordpassword',
  'iloveyou2',
  'asdfqwer',
  'qwerasdf',
  'poiuytrewq',
  'mnbvcxz',
  'lkjhgfdsa',
  'q2w3e4r5',
  'qwe123qwe',
  'qweqweqwe',
  'asdasdasd',
  'zxczxczxc',
  '1q2w3e4r5t6y',
];

const entries = new Set<string>();
const add = (value: string) => {
  const lower = value.toLowerCase();
  if (lower.length >= 8 && lower.length <= 64) entries.add(lower);
};
for (const word of baseWords) {
  for (const suffix of suffixes) add(word + suffix);
  for (const year of ['2020', '2021', '2022', '2023', '2024', '2025', '2026', '1990', '2000']) add(word + year);
  add(word + word);
  add(`${word}@${word}`);
}
for (const year of years) {
  add(`password${year}`);
  add(`nepal${year}`);
  add(`pass${year}`);
  add(`welcome${year}`);
}
for (const value of [...digitRuns, ...keyboard]) add(value);
for (const char of 'abcdefghijklmnopqrstuvwxyz0123456789') for (let n = 8; n <= 12; n++) add(char.repeat(n));

const list = [...entries].sort();
writeFileSync(new URL('./common-passwords.txt', import.meta.url), `${list.join('\n')}\n`);
console.log(`wrote ${list.length} passwords`);
