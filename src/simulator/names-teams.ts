import { nameList } from './name-list';

/** Team names for every non-soccer league (franchise names; rosters don't matter to the market). */

const COLLEGES =
  nameList(`Alabama Crimson Tide, Auburn Tigers, Georgia Bulldogs, LSU Tigers, Florida Gators,
Tennessee Volunteers, Texas Longhorns, Oklahoma Sooners, Texas A&M Aggies, Ole Miss Rebels, Mississippi State Bulldogs,
Arkansas Razorbacks, Missouri Tigers, Kentucky Wildcats, South Carolina Gamecocks, Vanderbilt Commodores,
Ohio State Buckeyes, Michigan Wolverines, Penn State Nittany Lions, Michigan State Spartans, Wisconsin Badgers,
Iowa Hawkeyes, Minnesota Golden Gophers, Nebraska Cornhuskers, Illinois Fighting Illini, Indiana Hoosiers,
Purdue Boilermakers, Northwestern Wildcats, Maryland Terrapins, Rutgers Scarlet Knights, Oregon Ducks,
Washington Huskies, USC Trojans, UCLA Bruins, Clemson Tigers, Florida State Seminoles, Miami Hurricanes,
North Carolina Tar Heels, Duke Blue Devils, NC State Wolfpack, Virginia Tech Hokies, Virginia Cavaliers,
Louisville Cardinals, Pittsburgh Panthers, Syracuse Orange, Boston College Eagles, Wake Forest Demon Deacons,
Georgia Tech Yellow Jackets, Notre Dame Fighting Irish, Baylor Bears, TCU Horned Frogs, Texas Tech Red Raiders,
Kansas Jayhawks, Kansas State Wildcats, Iowa State Cyclones, Oklahoma State Cowboys, West Virginia Mountaineers,
Utah Utes, Arizona Wildcats, Arizona State Sun Devils, Colorado Buffaloes, BYU Cougars, Cincinnati Bearcats,
Houston Cougars, UCF Knights, Boise State Broncos, Memphis Tigers, Tulane Green Wave, SMU Mustangs`);

const HOOPS_ONLY =
  nameList(`Gonzaga Bulldogs, Villanova Wildcats, Creighton Bluejays, Marquette Golden Eagles,
UConn Huskies, St. John's Red Storm, Xavier Musketeers, Butler Bulldogs, Saint Mary's Gaels, Dayton Flyers`);

export const TEAMS: Readonly<Record<string, readonly string[]>> = {
  americanfootball_nfl:
    nameList(`Arizona Cardinals, Atlanta Falcons, Baltimore Ravens, Buffalo Bills, Carolina Panthers,
Chicago Bears, Cincinnati Bengals, Cleveland Browns, Dallas Cowboys, Denver Broncos, Detroit Lions, Green Bay Packers,
Houston Texans, Indianapolis Colts, Jacksonville Jaguars, Kansas City Chiefs, Las Vegas Raiders, Los Angeles Chargers,
Los Angeles Rams, Miami Dolphins, Minnesota Vikings, New England Patriots, New Orleans Saints, New York Giants,
New York Jets, Philadelphia Eagles, Pittsburgh Steelers, San Francisco 49ers, Seattle Seahawks, Tampa Bay Buccaneers,
Tennessee Titans, Washington Commanders`),
  americanfootball_ncaaf: COLLEGES,
  americanfootball_cfl:
    nameList(`BC Lions, Calgary Stampeders, Edmonton Elks, Hamilton Tiger-Cats, Montreal Alouettes,
Ottawa Redblacks, Saskatchewan Roughriders, Toronto Argonauts, Winnipeg Blue Bombers`),
  basketball_nba:
    nameList(`Atlanta Hawks, Boston Celtics, Brooklyn Nets, Charlotte Hornets, Chicago Bulls,
Cleveland Cavaliers, Dallas Mavericks, Denver Nuggets, Detroit Pistons, Golden State Warriors, Houston Rockets,
Indiana Pacers, Los Angeles Clippers, Los Angeles Lakers, Memphis Grizzlies, Miami Heat, Milwaukee Bucks,
Minnesota Timberwolves, New Orleans Pelicans, New York Knicks, Oklahoma City Thunder, Orlando Magic,
Philadelphia 76ers, Phoenix Suns, Portland Trail Blazers, Sacramento Kings, San Antonio Spurs, Toronto Raptors,
Utah Jazz, Washington Wizards`),
  basketball_ncaab: [...COLLEGES, ...HOOPS_ONLY],
  basketball_wnba:
    nameList(`Atlanta Dream, Chicago Sky, Connecticut Sun, Dallas Wings, Golden State Valkyries,
Indiana Fever, Las Vegas Aces, Los Angeles Sparks, Minnesota Lynx, New York Liberty, Phoenix Mercury, Seattle Storm,
Washington Mystics`),
  basketball_euroleague:
    nameList(`Real Madrid, FC Barcelona, Olympiacos, Panathinaikos, Fenerbahce, Anadolu Efes,
Maccabi Tel Aviv, AS Monaco, Partizan Belgrade, Crvena Zvezda, Bayern Munich, Alba Berlin, Virtus Bologna,
Olimpia Milano, Zalgiris Kaunas, Baskonia, Valencia Basket, Paris Basketball, ASVEL Villeurbanne, Dubai Basketball`),
  basketball_nbl:
    nameList(`Adelaide 36ers, Brisbane Bullets, Cairns Taipans, Illawarra Hawks, Melbourne United,
New Zealand Breakers, Perth Wildcats, South East Melbourne Phoenix, Sydney Kings, Tasmania JackJumpers`),
  baseball_mlb:
    nameList(`Arizona Diamondbacks, Atlanta Braves, Baltimore Orioles, Boston Red Sox, Chicago Cubs,
Chicago White Sox, Cincinnati Reds, Cleveland Guardians, Colorado Rockies, Detroit Tigers, Houston Astros,
Kansas City Royals, Los Angeles Angels, Los Angeles Dodgers, Miami Marlins, Milwaukee Brewers, Minnesota Twins,
New York Mets, New York Yankees, Athletics, Philadelphia Phillies, Pittsburgh Pirates, San Diego Padres,
San Francisco Giants, Seattle Mariners, St. Louis Cardinals, Tampa Bay Rays, Texas Rangers, Toronto Blue Jays,
Washington Nationals`),
  baseball_kbo:
    nameList(`Doosan Bears, Hanwha Eagles, Kia Tigers, Kiwoom Heroes, KT Wiz, LG Twins, Lotte Giants,
NC Dinos, Samsung Lions, SSG Landers`),
  baseball_npb:
    nameList(`Yomiuri Giants, Hanshin Tigers, Chunichi Dragons, Hiroshima Toyo Carp, Tokyo Yakult Swallows,
Yokohama DeNA BayStars, Fukuoka SoftBank Hawks, Hokkaido Nippon-Ham Fighters, Orix Buffaloes, Chiba Lotte Marines,
Saitama Seibu Lions, Tohoku Rakuten Golden Eagles`),
  icehockey_nhl:
    nameList(`Anaheim Ducks, Boston Bruins, Buffalo Sabres, Calgary Flames, Carolina Hurricanes,
Chicago Blackhawks, Colorado Avalanche, Columbus Blue Jackets, Dallas Stars, Detroit Red Wings, Edmonton Oilers,
Florida Panthers, Los Angeles Kings, Minnesota Wild, Montréal Canadiens, Nashville Predators, New Jersey Devils,
New York Islanders, New York Rangers, Ottawa Senators, Philadelphia Flyers, Pittsburgh Penguins, San Jose Sharks,
Seattle Kraken, St Louis Blues, Tampa Bay Lightning, Toronto Maple Leafs, Utah Mammoth, Vancouver Canucks,
Vegas Golden Knights, Washington Capitals, Winnipeg Jets`),
  icehockey_sweden_hockey_league:
    nameList(`Brynäs IF, Djurgårdens IF, Frölunda HC, Färjestad BK, HV71, Leksands IF,
Linköping HC, Luleå HF, Malmö Redhawks, Rögle BK, Skellefteå AIK, Timrå IK, Växjö Lakers, Örebro HK`),
  icehockey_liiga:
    nameList(`HIFK, HPK, Ilves, Jukurit, JYP, KalPa, KooKoo, Kärpät, Lukko, Pelicans, SaiPa, Sport,
Tappara, TPS, Ässät`),
  aussierules_afl:
    nameList(`Adelaide Crows, Brisbane Lions, Carlton Blues, Collingwood Magpies, Essendon Bombers,
Fremantle Dockers, Geelong Cats, Gold Coast Suns, Greater Western Sydney Giants, Hawthorn Hawks, Melbourne Demons,
North Melbourne Kangaroos, Port Adelaide Power, Richmond Tigers, St Kilda Saints, Sydney Swans, West Coast Eagles,
Western Bulldogs`),
  rugbyleague_nrl:
    nameList(`Brisbane Broncos, Canberra Raiders, Canterbury Bulldogs, Cronulla Sutherland Sharks,
Dolphins, Gold Coast Titans, Manly Warringah Sea Eagles, Melbourne Storm, Newcastle Knights, New Zealand Warriors,
North Queensland Cowboys, Parramatta Eels, Penrith Panthers, South Sydney Rabbitohs, St George Illawarra Dragons,
Sydney Roosters, Wests Tigers`),
  rugbyunion_six_nations: nameList(`England, France, Ireland, Italy, Scotland, Wales`),
  cricket_ipl: nameList(`Chennai Super Kings, Delhi Capitals, Gujarat Titans, Kolkata Knight Riders,
Lucknow Super Giants, Mumbai Indians, Punjab Kings, Rajasthan Royals, Royal Challengers Bengaluru,
Sunrisers Hyderabad`),
  cricket_big_bash:
    nameList(`Adelaide Strikers, Brisbane Heat, Hobart Hurricanes, Melbourne Renegades,
Melbourne Stars, Perth Scorchers, Sydney Sixers, Sydney Thunder`),
  cricket_odi:
    nameList(`Afghanistan, Australia, Bangladesh, England, India, Ireland, Netherlands, New Zealand,
Pakistan, South Africa, Sri Lanka, West Indies`),
  cricket_t20_blast:
    nameList(`Birmingham Bears, Derbyshire Falcons, Durham, Essex, Glamorgan, Gloucestershire,
Hampshire Hawks, Kent Spitfires, Lancashire Lightning, Leicestershire Foxes, Middlesex, Northamptonshire Steelbacks,
Nottinghamshire Outlaws, Somerset, Surrey, Sussex Sharks, Worcestershire Rapids, Yorkshire Vikings`),
};
