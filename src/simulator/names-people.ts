import type { Rng } from './prng';
import { nameList } from './name-list';

/** Individual competitors (tennis players, fighters, golfers) are generated from first and last names. */

export type PeoplePool = 'tennis-men' | 'tennis-women' | 'fighters' | 'golfers' | 'athletes';

const TENNIS_MEN =
  nameList(`Alejandro, Alex, Andrey, Arthur, Ben, Carlos, Casper, Daniil, David, Denis, Diego,
Dominic, Felix, Flavio, Francisco, Frances, Grigor, Hubert, Jack, Jakub, Jannik, Jiri, Joao, Jordan, Karen, Lorenzo,
Luca, Marcos, Matteo, Nicolas, Novak, Nuno, Pablo, Roberto, Sebastian, Stefanos, Taylor, Tomas, Tommy, Ugo, Valentin`);

const TENNIS_WOMEN =
  nameList(`Aryna, Iga, Coco, Elena, Jessica, Jasmine, Mirra, Madison, Amanda, Emma, Qinwen,
Paula, Clara, Karolina, Barbora, Marketa, Linda, Belinda, Daria, Ekaterina, Liudmila, Anna, Victoria, Naomi, Leylah,
Sloane, Danielle, Caroline, Beatriz, Elina, Marta, Donna, Jelena, Magda, Sofia, Yulia, Diana, Veronika, Anastasia,
Camila, Maria, Lucia, Emiliana, Katie, Harriet, Sorana, Petra, Ons, Alycia, Peyton`);

const TENNIS_SURNAMES =
  nameList(`Sinner, Alcaraz, Zverev, Fritz, Draper, Medvedev, Rune, Ruud, Tsitsipas, Dimitrov,
Shelton, Tiafoe, Paul, Musetti, Lehecka, Mensik, Machac, Fonseca, Cerundolo, Davidovich, Humbert, Fils, Mpetshi,
Auger, Shapovalov, Khachanov, Rublev, Hurkacz, Popyrin, Norrie, Berrettini, Bublik, Griekspoor, Tabilo, Etcheverry,
Baez, Navone, Sonego, Darderi, Cobolli, Arnaldi, Nardi, Bergs, Michelsen, Nakashima, Brooksby, Kovacevic, Munar,
Sabalenka, Swiatek, Gauff, Rybakina, Pegula, Paolini, Andreeva, Keys, Anisimova, Zheng, Badosa, Tauson, Muchova,
Krejcikova, Noskova, Kasatkina, Samsonova, Alexandrova, Svitolina, Osaka, Kostyuk, Haddad, Vekic, Ostapenko,
Volynets, Gracheva, Siniakova, Navarro, Collins, Stearns, Boulter, Raducanu, Frech, Linette, Kessler, Bouzkova`);

const FIGHTER_FIRSTS =
  nameList(`Alexei, Alex, Belal, Brandon, Charles, Conor, Dustin, Islam, Israel, Jon, Justin,
Kamaru, Leon, Max, Merab, Sean, Tom, Ilia, Khamzat, Dricus, Arman, Umar, Shavkat, Jack, Jiri, Magomed, Alexandre,
Canelo, Oleksandr, Naoya, Terence, Devin, Shakur, Gervonta, Jaron, Tyson, Anthony, Daniel, Joseph, Dmitry, Artur,
Ryan, Teofimo, David, Vasiliy, Jermell, Errol, Keith, Jai`);

const FIGHTER_SURNAMES =
  nameList(`Makhachev, Topuria, Pereira, Ankalaev, Dvalishvili, Pantoja, Aspinall, Gaethje,
Holloway, Poirier, Oliveira, Chimaev, Usman, Adesanya, Strickland, Volkanovski, Moreno, Sandhagen, Royval, Moicano,
Tsarukyan, Fiziev, Hooker, Muhammad, Burns, Rakhmonov, Garry, Brady, Della Maddalena, Edwards, Whittaker, Costa,
Imavov, Hernandez, Borralho, Magny, Usyk, Fury, Joshua, Dubois, Parker, Zhang, Bivol, Beterbiev, Alvarez, Crawford,
Inoue, Haney, Garcia, Davis, Stevenson, Lopez, Benavidez, Spence, Charlo, Opetaia, Lomachenko, Commey, Jakiel`);

const GOLF_FIRSTS =
  nameList(`Scottie, Rory, Xander, Collin, Viktor, Ludvig, Hideki, Tommy, Patrick, Shane, Tyrrell,
Sahith, Wyndham, Keegan, Cameron, Jon, Bryson, Brooks, Jordan, Justin, Max, Russell, Sungjae, Tom, Corey, Sepp,
Akshay, Matt, Brian, Adam, Jason, Min Woo, Robert, Sam, Nicolai, Aaron, Harris, Byeong Hun, Billy, Davis`);

const GOLF_SURNAMES =
  nameList(`Scheffler, McIlroy, Schauffele, Morikawa, Hovland, Aberg, Matsuyama, Fleetwood,
Cantlay, Lowry, Hatton, Theegala, Clark, Bradley, Young, Henley, Fitzpatrick, Rahm, DeChambeau, Koepka, Smith,
Spieth, Thomas, Day, Scott, Reed, Homa, Lee, Straka, Bhatia, Fitzpatrick, Harman, Conners, Burns, MacIntyre,
Hojgaard, Rai, English, Im, Kim, Finau, Spaun, Griffin, Thorbjornsen, McNealy, Echavarria, Poston, Taylor`);

const POOLS: Record<PeoplePool, { firsts: readonly string[]; lasts: readonly string[] }> = {
  'tennis-men': { firsts: TENNIS_MEN, lasts: TENNIS_SURNAMES },
  'tennis-women': { firsts: TENNIS_WOMEN, lasts: TENNIS_SURNAMES },
  fighters: { firsts: FIGHTER_FIRSTS, lasts: FIGHTER_SURNAMES },
  golfers: { firsts: GOLF_FIRSTS, lasts: GOLF_SURNAMES },
  // Team rosters (player props) borrow every list, so a league's squads read as a mixed field.
  athletes: {
    firsts: [...TENNIS_MEN, ...FIGHTER_FIRSTS, ...GOLF_FIRSTS],
    lasts: [...TENNIS_SURNAMES, ...FIGHTER_SURNAMES, ...GOLF_SURNAMES],
  },
};

/**
 * A pool of distinct "First Last" names. The pool is fixed per competition, so the same players keep
 * turning up, as they do on a real tour or fight card.
 */
export function peoplePool(rng: Rng, size: number, pool: PeoplePool): readonly string[] {
  const { firsts, lasts } = POOLS[pool];
  const seen = new Set<string>();
  const out: string[] = [];
  for (let guard = 0; out.length < size && guard < size * 50; guard++) {
    const name = `${rng.pick(firsts)} ${rng.pick(lasts)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}
