import { nameList } from './name-list';

/** Soccer club names per competition. */

const EPL =
  nameList(`Arsenal, Aston Villa, Bournemouth, Brentford, Brighton and Hove Albion, Burnley, Chelsea,
Crystal Palace, Everton, Fulham, Leeds United, Liverpool, Manchester City, Manchester United, Newcastle United,
Nottingham Forest, Sunderland, Tottenham Hotspur, West Ham United, Wolverhampton Wanderers`);
const LA_LIGA =
  nameList(`Alavés, Athletic Bilbao, Atlético Madrid, Barcelona, Celta Vigo, Elche CF, Espanyol, Getafe,
Girona, Levante, Mallorca, CA Osasuna, Rayo Vallecano, Real Betis, Real Madrid, Real Oviedo, Real Sociedad, Sevilla,
Valencia, Villarreal`);
const BUNDESLIGA =
  nameList(`Augsburg, Bayer Leverkusen, Bayern Munich, Borussia Dortmund, Borussia Monchengladbach,
Eintracht Frankfurt, 1. FC Heidenheim, FC St. Pauli, FSV Mainz 05, Hamburger SV, 1. FC Köln, RB Leipzig, SC Freiburg,
TSG Hoffenheim, Union Berlin, VfB Stuttgart, VfL Wolfsburg, Werder Bremen`);
const SERIE_A =
  nameList(`AC Milan, AS Roma, Atalanta BC, Bologna, Cagliari, Como, Cremonese, Fiorentina, Genoa,
Hellas Verona, Inter Milan, Juventus, Lazio, Lecce, Napoli, Parma, Pisa, Sassuolo, Torino, Udinese`);
const LIGUE_1 =
  nameList(`Angers, AJ Auxerre, Brest, Le Havre, Lens, Lille, Lorient, Lyon, Marseille, Metz, AS Monaco,
Nantes, Nice, Paris FC, Paris Saint Germain, Rennes, Strasbourg, Toulouse`);

export const SOCCER_TEAMS: Readonly<Record<string, readonly string[]>> = {
  soccer_epl: EPL,
  soccer_efl_champ:
    nameList(`Birmingham City, Blackburn Rovers, Bristol City, Charlton Athletic, Coventry City,
Derby County, Hull City, Ipswich Town, Leicester City, Middlesbrough, Millwall, Norwich City, Oxford United, Portsmouth,
Preston North End, Queens Park Rangers, Sheffield United, Sheffield Wednesday, Southampton, Stoke City, Swansea City,
Watford, West Bromwich Albion, Wrexham AFC`),
  soccer_spain_la_liga: LA_LIGA,
  soccer_germany_bundesliga: BUNDESLIGA,
  soccer_italy_serie_a: SERIE_A,
  soccer_france_ligue_one: LIGUE_1,
  soccer_netherlands_eredivisie:
    nameList(`Ajax, AZ Alkmaar, Excelsior, FC Groningen, FC Twente, FC Utrecht,
FC Volendam, Feyenoord, Fortuna Sittard, Go Ahead Eagles, Heracles Almelo, NAC Breda, NEC Nijmegen, PEC Zwolle,
PSV Eindhoven, SC Heerenveen, Sparta Rotterdam, Telstar`),
  soccer_portugal_primeira_liga:
    nameList(`Alverca, Arouca, Benfica, Braga, Casa Pia, CD Nacional, Estoril,
Estrela Amadora, Famalicão, FC Porto, Gil Vicente, Moreirense, Rio Ave, Santa Clara, Sporting Lisbon, Tondela,
Vitória Guimarães, AVS Futebol SAD`),
  soccer_belgium_first_div:
    nameList(`Anderlecht, Antwerp, Cercle Brugge KSV, Charleroi, Club Brugge, FCV Dender,
Genk, Gent, KV Mechelen, Oud-Heverlee Leuven, RAAL La Louviere, Standard Liege, Sint-Truiden, Union Saint-Gilloise,
Westerlo, Zulte Waregem`),
  soccer_spl:
    nameList(`Aberdeen, Celtic, Dundee, Dundee United, Falkirk, Heart of Midlothian, Hibernian,
Kilmarnock, Livingston, Motherwell, Rangers, St Mirren`),
  soccer_turkey_super_league:
    nameList(`Alanyaspor, Antalyaspor, Besiktas JK, Eyüpspor, Fatih Karagümrük, Fenerbahce,
Galatasaray, Gaziantep FK, Genclerbirligi SK, Göztepe, Kasimpasa SK, Kayserispor, Kocaelispor, Konyaspor,
Caykur Rizespor, Samsunspor, Trabzonspor, Istanbul Basaksehir`),
  soccer_uefa_champs_league:
    nameList(`Arsenal, Liverpool, Manchester City, Chelsea, Tottenham Hotspur,
Newcastle United, Real Madrid, Barcelona, Atlético Madrid, Athletic Bilbao, Villarreal, Bayern Munich,
Borussia Dortmund, Bayer Leverkusen, Eintracht Frankfurt, Inter Milan, Napoli, Juventus, Atalanta BC,
Paris Saint Germain, Marseille, AS Monaco, PSV Eindhoven, Ajax, Benfica, Sporting Lisbon, Club Brugge, Galatasaray,
Slavia Praha, Olympiakos, FC Copenhagen, Bodø/Glimt, Union Saint-Gilloise, Qarabağ FK, Kairat Almaty, Pafos FC`),
  soccer_uefa_europa_league:
    nameList(`Aston Villa, Nottingham Forest, Real Betis, Celta Vigo, AS Roma, Bologna, Lyon,
Lille, Nice, VfB Stuttgart, SC Freiburg, FC Porto, Braga, Feyenoord, Go Ahead Eagles, FC Utrecht, Celtic, Rangers,
Fenerbahce, Ferencvaros, Dinamo Zagreb, Red Star Belgrade, FC Basel, Young Boys, Maccabi Tel Aviv, Malmö FF,
FC Midtjylland, PAOK, Panathinaikos, Genk, Sturm Graz, Red Bull Salzburg, Ludogorets, Viktoria Plzeň, FCSB, SK Brann`),
  soccer_usa_mls:
    nameList(`Atlanta United FC, Austin FC, CF Montréal, Charlotte FC, Chicago Fire, Colorado Rapids,
Columbus Crew SC, D.C. United, FC Cincinnati, FC Dallas, Houston Dynamo, Inter Miami CF, LA Galaxy, Los Angeles FC,
Minnesota United FC, Nashville SC, New England Revolution, New York City FC, New York Red Bulls, Orlando City SC,
Philadelphia Union, Portland Timbers, Real Salt Lake, San Diego FC, San Jose Earthquakes, Seattle Sounders FC,
Sporting Kansas City, St. Louis City SC, Toronto FC, Vancouver Whitecaps FC`),
  soccer_mexico_ligamx:
    nameList(`América, Atlas, Atlético San Luis, Cruz Azul, FC Juarez, Guadalajara Chivas, León,
Mazatlán FC, Monterrey, Necaxa, Pachuca, Puebla, Pumas UNAM, Querétaro, Santos Laguna, Tigres, Club Tijuana, Toluca`),
  soccer_brazil_campeonato:
    nameList(`Atlético Mineiro, Bahia, Botafogo, Ceará, Corinthians, Cruzeiro, Flamengo,
Fluminense, Fortaleza, Grêmio, Internacional, Juventude, Mirassol, Palmeiras, Red Bull Bragantino, Santos, São Paulo,
Sport Recife, Vasco da Gama, Vitória`),
  soccer_argentina_primera_division:
    nameList(`Argentinos Juniors, Atlético Tucumán, Banfield, Barracas Central,
Belgrano, Boca Juniors, Central Córdoba, Defensa y Justicia, Estudiantes, Gimnasia La Plata, Godoy Cruz, Huracán,
Independiente, Instituto, Lanús, Newell's Old Boys, Platense, Racing Club, River Plate, Rosario Central, San Lorenzo,
Talleres, Tigre, Unión Santa Fe, Vélez Sarsfield`),
  soccer_australia_aleague:
    nameList(`Adelaide United, Auckland FC, Brisbane Roar, Central Coast Mariners,
Macarthur FC, Melbourne City, Melbourne Victory, Newcastle Jets FC, Perth Glory, Sydney FC, Wellington Phoenix FC,
Western Sydney Wanderers`),
  soccer_japan_j_league:
    nameList(`Albirex Niigata, Avispa Fukuoka, Cerezo Osaka, FC Machida Zelvia, FC Tokyo,
Fagiano Okayama, Gamba Osaka, Kashima Antlers, Kashiwa Reysol, Kawasaki Frontale, Kyoto Sanga, Nagoya Grampus,
Sanfrecce Hiroshima, Shimizu S-Pulse, Shonan Bellmare, Tokyo Verdy, Urawa Red Diamonds, Vissel Kobe,
Yokohama F Marinos, Yokohama FC`),
};
