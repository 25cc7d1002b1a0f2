Den allmänna pensionen är av två slag: folkpension och tilläggspension (ATP).
Folkpensionen får man oberoende av tidigare arbetsinkomst.
Tilläggspension grundas på inkomst av förvärvsarbete (arbetsinkomst).
Endast arbetsinkomst som man haft mellan 16 och 65 år beaktas.
Arbetsinkomst för tid före år 1960 inverkar inte på ATP.
Om arbetsinkomsten under ett år överstiger det s k basbeloppet vid samma års ingång med minst hundra kronor är inkomsten pensionsgrundande för ATP.
Vid 1971 års ingång var basbeloppet 6400 kr.
Basbeloppet är ett belopp, som fastställs för en månad i taget på grundval av en beräkning av statistiska centralbyrån.
Allt efter som prisläget förändras, ändras också basbeloppet.
Storleken av de utgående pensionerna följer basbeloppet.
Därigenom blir pensionerna värdebeständiga.
I juli 1971 var basbeloppet 6900 kr.
Det behövs ingen anmälan för att komma med i ATP.
Inkomst, som ger pensionsrätt, beräknas i regel efter självdeklarationen.
Vem får folkpension?
Folkpension kan den få som är svensk medborgare och bosatt här i landet.
Om en svensk medborgare inte är bosatt här, kan han dock få pension, om han varit mantalsskriven här det år han fyllde 62 och de fem åren närmast dessförinnan (alltså i åldern 57-62 år).
Enligt avtal med vissa länder kan i Sverige bosatta medborgare från dessa länder få folkpension, om de vistas här viss angiven tid.
Vem kan få ATP?
ATP kan den få, som har haft pensionsgrundande inkomst för minst 3 år.
Det första år, för vilket pensionsgrundande inkomst beräknades, var år 1960.
Inkomst av annat förvärvsarbete än anställning kan undantas från ATP.
För undantagen inkomst erläggs inte ATP-avgift och givetvis kan inkomsten inte medföra pensionsrätt.
Undantagandet kan även påverka pensionsrätten av anställningsinkomst.
Undantagandet medför i regel sämre skydd vid ålderdom, invaliditet och vid dödsfall för familjen.
Pensionsförmåner
Såväl folkpensioneringen som ATP ger möjligheter till följande förmåner:
Ålderspension
Förtidspension eller sjukbidrag
Änkepension och barnpension
Från folkpensioneringen kan dessutom utgå:
Barntillägg
Invaliditetstillägg
Invaliditetsersättning och vårdbidrag
Hustrutillägg (inkomstprövat)
Kommunalt bostadstillägg (inkomstprövat)
Att en förmån är inkomstprövad betyder, att den minskas eller inte alls utgår om den försäkrades inkomst överstiger vissa belopp.
Även förmögenhet har betydelse.
(Se vidare sid 8 ff.)
Ålderspension
Ålderspensionen från folkpensioneringen är i juli 1971 6210 kr per år för en ensam pensionär eller pensionär vars make inte har pension samt 9660 kr för två pensionsberättigade makar tillsammans.
Dessutom utgår i vissa fall pensionstillskott.
Hos försäkringskassan finns en särskild broschyr om pensionstillskott.
Helt pensionstillskott är i juli 1971 621 kr per år.
Full ålderspension från ATP får man, enligt huvudregeln, om man haft pensionsgrundande inkomst i 30 år.
Storleken av pensionen räknas ut på grundval av ett genomsnitt av de pensionsgrundande inkomsterna under de 15 bästa åren (se sid 7 'ATP de första åren').
Full pension motsvarar 60 procent av nämnda genomsnittsinkomst.
Har man pensionsgrundande inkomst för mindre än 30 år reduceras pensionen i förhållande till det antal år, som fattas (halva antalet år ger halv pension osv).
På grundval av den pensionsgrundande inkomsten beräknas pensionspoäng, som registreras på Ert poängkort hos försäkringskassan.
På slutskattesedeln finns den pensionsgrundande inkomsten angiven.
Vill man räkna ut poängen kan man göra detta genom att dela den pensionsgrundande inkomsten för ett visst år med basbeloppet vid ingången av det året.
(Dessa basbelopp har varit följande: 1960 = 4200 kr, 1961 = 4300 kr, 1962 = 4500 kr, 1963 = 4700 kr, 1964 = 4800 kr, 1965 = 5000 kr, 1966 = 5300 kr, 1967 = 5500 kr, 1968 = 5700 kr, 1969 = 5800 kr, 1970 = 6000 kr och 1971 = 6400 kr.)
Om den pensionsgrundande inkomsten för år 1971 blir 14000 kr (motsvarande en förvärvsinkomst av cirka 20400 kr) blir pensionspoängen 14000 : 6400 = 2,19.
Högsta möjliga pensionspoäng är 6,50.
Om basbeloppet är 6900 kr, blir full ATP av följande storlek:
Att märka är att de angivna beloppen utgår utöver folkpensionen.
För svenska medborgare som är födda 1896-1923 gäller särskilda regler, se 'ATP de första åren', sid 7.
Pensionsålder
Rätt till ålderspension har Ni från och med den månad Ni fyller 67 år.
Pensionsåldern är densamma för folkpensionen och ATP.
Möjlighet finns att ta ut ålderspension både före och efter 67-årsmånaden, dock tidigast från 63-årsmånaden.
Både vid förtida uttag och uppskjutet uttag blir det dock vissa ändringar i pensionsbeloppen.
Har man rätt till både folkpension och ATP måste ett förtida uttag gälla båda pensionerna samtidigt.
Förtida uttag ger lägre pension
Ålderspensionen blir alltid mindre vid förtida uttag.
Och den förblir mindre livet ut.
Minskningen utgör 0,6 procent för varje månad som man vid uttaget är yngre än 67 år.
Den som har gjort förtida uttag av ålderspension kan återkalla detta.
På försäkringskassan finns en särskild broschyr som lämnar information om förtida uttag av ålderspension.
Och hur man gör exempelvis för att återkalla förtida uttag.
Observera att förtida uttag av ålderspension inte är detsamma som förtidspension!
(Om förtidspension kan Ni läsa i en annan broschyr hos försäkringskassan.)
Uppskjutet uttag ger högre pension
Den som väntar med att ta ut ålderspensionen till efter 67-årsmånaden får högre pension.
Beloppet ökar med 0,6 procent för varje månad man väntar med uttaget, dock längst till 70-årsmånaden.
Detta innebär att pensionen genom uppskjutet uttag kan förhöjas med högst 21,6 procent.
ATP de första åren
ATP infördes 1960.
Inkomster som man haft dessförinnan ger inte rätt till ATP.
För de inkomsterna har inte heller avgift erlagts.
För att få full ålderspension från ATP fordras enligt huvudregeln att man har 30 år med pensionsgrundande inkomst.
För svenska medborgare som är födda något av åren 1896-1923 gäller förmånligare regler.
Sålunda behöver den som är född 1923 endast pensionsgrundande inkomst för 29 år för att få full ATP, den som är född 1922 behöver endast 28 år, osv; den som är född 1914 behöver endast 20 år.
De som är födda 1913 och tidigare hinner inte förvärva pensionsgrundande inkomst för 20 år.
De kan alltså inte få full ATP.
Årsklass 1905 kan t ex få högst 11/20 av full pension, årsklass 1906 kan få högst 12/20 och årsklass 1907 kan få högst 13/20 .
Särskilda folkpensionsförmåner
Kommunalt bostadstillägg är ett tillägg till bl a ålderspension och utgår enligt grunder som varje kommun själv bestämmer.
Bostadstilläggets storlek varierar mellan olika kommuner.
Kommunalt bostadstillägg är inkomstprövat.
Det betyder att bostadstillägget minskas om inkomsterna utöver folkpensionen uppgår till mer än ett visst belopp, nämligen 2000 kr för en ensam pensionär och 3000 kr för två makar tillsammans.
Även förmögenhet (exempelvis i fastighet) över vissa belopp kan påverka bostadstillägget.
Hustrutillägg utgår om hustru till pensionär fyllt 60 år och inte har egen folkpension.
Det fordras vidare att makarna varit gifta i 5 år för att hustrutillägg skall kunna utgå.
I undantagsfall kan dock hustrutillägg beviljas även om hustrun inte fyllt 60 år eller makarna varit gifta kortare tid än 5 år.
Hustrutillägget kan högst utgå med så stort belopp att makarna tillsammans får lika stor folkpension som två pensionsberättigade makar.
Hustrutillägget, som är inkomstprövat på samma sätt som kommunalt bostadstillägg, utbetalas till hustrun.
Barntillägg utgår till ålderspensionär, som har eget eller hustruns barn under 16 år i hemmet eller som har vårdnaden om sådant barn.
Barntillägget utgår för varje barn med högst 25 procent av basbeloppet (i juli 1971 1725 kr för år räknat).
Om pensionären är en gift kvinna utgår f n inte barntillägg.
Invaliditetstillägg kompletterar i vissa fall ålderspension, om pensionären inte kan reda sig själv och vid upprepade tillfällen dagligen behöver hjälp av annan person.
Hjälpbehovet skall ha uppstått innan pensionären fyller 63 år.
Den som är blind har alltid rätt till invaliditetstillägg om blindheten inträffat före 63 år.
Invaliditetstillägget utgör 30 procent av basbeloppet (i juli 1971 var det 2070 kr för år räknat).
Om förtidspension eller sjukbidrag samt änkepension och barnpension kan Ni läsa i särskilda broschyrer som finns att hämta på försäkringskassan.
Vad menas med ett u-land?
'U-land' står för 'underutvecklat land' eller 'utvecklingsland'.
Ibland talar man om 'de fattiga länderna'.
Men det är viktigt att veta att de flesta u-länder är fattiga bara i den meningen att större delen av befolkningen lever i fattigdom.
I nästan alla u-länder finns de för utvecklingen nödvändiga tillgångarna såsom arbetskraft, jord, vatten, mineraler, skog o s v .
Men antingen förmår man ännu inte utnyttja de resurser man har - eller också utnyttjas dessa på ett sätt som inte kommer majoriteten av folket tillgodo.
En vanlig karakteristik av ett u-land är att bruttonationalprodukten (BNP) per person och år understiger en viss summa.
Ibland nämns 2000 kronor som gräns; länder ovanför detta genomsnittstal skulle inte vara u-länder (i Sverige är BNP / person ca 13000 kronor).
Andra egenskaper utmärkande för u-länder är arbetslöshet; analfabetism, d v s brist på läs- och skrivkunnighet; låg medellivslängd.
Man kan också mäta ett lands standard med sådana mått som antal läkare, lärare, böcker, tidningar, telefoner, radioapparater, bilar o s v per invånare.
Dessa metoder för att söka mäta ett lands rikedom eller fattigdom är otillfredsställande.
I BNP, exempelvis, inräknas inte oavlönat arbete och bara ytterst ungefärligt de varor som produceras inom självhushållen.
Måtten säger heller ingenting om fördelningen av resurserna, om livet för de enskilda människorna.
Genomsnittssiffrorna döljer stora materiella klyftor inom varje land.
Men de existerande måtten är ändå användbara när man vill göra sig en bild av olika folks levnadsnivå.
"Men jag vill inte skiljas", sluddrade Tom med gråten i halsen, men Mary slog bara dövörat till.
Varför är den inte här?
Kolet glöd i elden.
Ingen vet säkert hur många människor som dog.
Jag kommer att förklara detta skämt för dig senare.
Hon har inga barn.
Hon har små bröst, men jag har inget emot det.
Jag känner mig lättare än luft.
Vill du gå någon annanstans?
Hans tal fångade vår uppmärksamhet.
Har du ett hus?
Jag bor i närheten.
Varifrån kommer det här?
Jag glömde ditt paraply på bussen.
Han låter den här pistolen vara laddad.
Jag älskar min stad.
Det är det som vi väntar på.
Vi litar på honom.
Vilka är dina fritidsintressen?
Tom visade upp innehållet i sin plånbok.
Har tråkar ut allihopa.
Hur mycket tjänar Tom?
I övrigt vet jag ingenting.
Det är dags för dig att sluta titta på tv.
Välkommen, John! Vi väntade på dig.
Jag kommer hit varje dag.
Jag kunde inte ljuga för dig.
Jag bad inte om detta.
Jag flyttade inte på någonting.
Jag vill se Tom.
Jag sa inget.
Jag är så bråttom att jag inte kan hjälpa Er.
Han är ingen poet, men en författare.
Skulle ni vara så snäll och öppna dörren åt mig?
Han gillar att lyssna på radio.
Det är alldeles rimligt.
Toms farfar och Marys morfar slogs tillsammans i andra världskriget.
Han var mer än kung.
Vi döpte min son efter min morfar.
Spädbarnet döptes till Alfred efter sin farfar.
Har vi tillräckligt med stolar?
Tom tvivlar inte på Marys förmåga att utföra jobbet.
Kan du skriva det med hiragana, är du snäll?
Ljusen i julgranen brinner.
Tom lyssnar på en mashup.
Det är min väska.
Bill, ring mig ikväll.
Min mor är arg.
Under förra året skedde det många trafikolyckor.
Kärleken till konsten förde honom utomlands.
Känner du till kabuki?
Det var sant.
Jag har inte mycket pengar nu.
Första steget är det jobbigaste.
Det där är flickan som jag känner väl.
Vampyrer lever för evigt.
Det stinker verkligen härinne.
Jag antar att du är beredd att ta risken.
Jag fick ett brev som underrättade mig om hans ankomst.
Jag åkte aldrig fast.
Jag tycker inte om honom, för han är slug som en räv.
Han är en slug räv.
Hon skrek till av förvåning.
Han har kommit att se ut att vara en rävaktig premiärminister som utnyttjar makten i sitt ämbete till fullo för egen vinning.
Jag tror inte att det kommer att regna i eftermiddag.
Det är billigt att åka tunnelbana i Peking.
Det fanns några barn i rummet.
Du behöver inte prata så högt.
Tom är den perfekta pappan.
Hör du mig?
Hur ser du om någon är en löpare?
Varför denna uppståndelse?
Det finns inget att klaga på.
Idag är sista dagen i januari.
Jag tvivlar på att Tom är lycklig.
Han hann, men hon hann inte.
Jag fick min välförtjänta lön.
Har du någon pojk- eller flickvän? Var träffade du hen?
Han skyndade sig in i bilen.
Han dröjde här en stund.
Jag försöker igen.
Hon har förändrats mycket sedan förra gången.
Lunchen är klar!
Middagen är klar!
Middagen är färdig!
Han förstår inte unga människors slang så bra.
Du är en vacker flicka.
Jag dukar bordet.
Var är han?
Vart går han?
Tom är en bra make.
Både Tom och Mary är från Kanada.
Var tysta båda två.
Hon lider av anorexi.
Tjejen vankade framför huset.
Skulle du vilja göra mig sällskap på en promenad i parken?
Jag känner mig väldigt stark.
Det var en lugn natt.
Vad skulle du ha gjort annorlunda?
Ingen av oss såg den.
Det fanns inte en själ i sikte.
Jag är överste.
Det är rena rama grekiskan.
Jag tycker mycket om hundar.
Sami var en självsäker student.
Han började svära.
Det klarar du av.
Jag saknar Boston.
Leanne har blå ögon.
Jag älskar Leanne.
Stanna bilen nu!
Kom ner från mitt tak.
Tom insåg att Mary hade rätt.
Det står nu tre bilar parkerade framför vårt hus.
Du har inget att vara arg över.
Hennes favoritmat som barn var pizza.
Dan och Linda är tvillingar.
Du vill ha de här grejerna, inte sant?
Ingen kan undkomma döden.
Jag var glad för hennes skull.
Du var den vackraste kvinnan på festen ikväll.
Mary tror att hon har superkrafter.
Jag ser ett mönster.
Var jobbade Tom då?
Jag känner mig väldigt skyldig.
Tom är skyldig Mary trehundra dollar.
Kommer du och Tom bra överens?
Tom skakade hand med alla.
Jag antog det.
Jag föll för den.
Jag jobbar vanligtvis inte på helger.
Tom har ambitioner.
Så fort det blir mörkt börjar fyrverkeriet.
Tom förstod inte att han gjorde ett misstag.
De spelar bridge varje ledig stund.
Dan var den första polisen som anlände till brottsplatsen.
Tom har aldrig klippt sina egna barns hår.
Upptäck världen!
Min farmor är vid god hälsa och bor ensam.
Hatten passar henne perfekt.
Du kunde räkna till tio redan då du var två år gammal.
Tom fick antibiotika.
Jag önskar att jag hade en bil.
Atomenergi kan användas för fredliga ändamål.
Jag sticker till gymmet.
Det ligger på katedern.
Hur gammal var Tom då?
Han är längre än sin lillebror.
Stanna gärna kvar efter konserten. Vi kommer att skriva autografer.
Jag är älskad av mina föräldrar.
Jag kände mig väldigt sömnig.
Är du för eller emot planen?
Jag gick också.
Jag menade inte något av det.
Jag uppskattar verkligen din hjälp.
Säg det bara.
Det var det jag tänkte säga.
Av någon anledning så känner jag mig mer levande på natten.
Jag tänker, alltså är jag.
Hästar är farliga djur.
Jag kände mig väldigt illa till mods.
Jag vill bara ha roligt.
Jag vet hur svårt det är att göra så.
Ingen kommer att klandra er.
Vi är inte seriösa.
Det starka ljuset störde Markku.
Bilen förvandlades till skrot.
Vi har ingen bil.
Jag har en familj.
Kom ut därifrån nu.
Boken intresserar mig.
Varför lämnade du oss?
Såvitt jag vet är detta inte fallet.
I min ansökan anger jag hur länge jag ville arbeta.
Mördade du Tom?
Märkte du det?
Jag har helljuset på.
Vad mer kan jag göra?
Maj kommer efter april.
Vilka underbara nyheter!
Vad är det för filtillägg?
Min familj är liten.
Målade du den här?
Hon kan spela den här melodin på piano.
Är ni två musiker?
Vi ska ha en diskussion angående prognosen.
Har du några mynt i din plånbok?
Målade du de här?
Med Tom hade det varit annorlunda.
Varför valde du Tom?
Lärarna lär.
Varför valde du mig?
Var det du som kidnappade Tom?
Detta är en häst.
Har du underrättat Tom?
Var satte du den?
Läste du den?
Room service, tack.
I Finland finns det 187 888 sjöar.
Läste du det där?
Hon gör en höna av en fjäder.
Har du sett det här förut?
Jag glömde min väska.
Vad ska vi göra till lunch?
Allt är tillgängligt.
Tom säger att det här inte är rättvist.
Tom sprang in i klassrummet.
Vi borde vänta här.
Jag ger aldrig upp.
Det kommer nog vara billigt att göra det.
Vad gör du för att fördriva tiden?
Hon bifogade ett foto.
Han älskar katter.
Jag glömde min plånbok.
Sami behövde veta mer.
Mary tror hon är smartare än alla andra.
Tom ska inte låta Mary att göra det.
Jag hittade min bok.
Tom kommer inte låta Mary att göra det.
Sami blev skjuten i sitt hus.
Varför sköt du mig?
Jag tycker det är du som borde berätta för Tom att han är avskedad.
I striden erövrade de vapen från fienden.
Jag vet inte vem jag är.
Jag bar mig ohyfsat åt.
Vad mer behöver vi prata om?
Är det en röd penna?
Jag hittade lite pengar.
Säg till honom att du gillar honom. Var inte rädd. Han kommer inte att bita dig.
Jag hoppas kunna genomföra min plan.
Jag fick intrycket att du var sjuk.
Jag hittade den här.
Vad fick ni för intryck av det?
Det ser ut som Tom vill köpa allt från butiken.
Om du äter tre maltider om dagen så ska din kropp ha energin den behöver.
Han har intyg på att han är anställd.
Spelade du in det?
Tom och Mary sa till John att han inte behövde vänta på dem.
Det medförde stora svårigheter.
Har du saltat det här?
Jag gav den tillbaka.
Nu är jag någorlunda frisk igen.
Jag kan inte föreställa mig ett liv utan Tom.
Vi måste undersöka denna fråga i förväg.
Tänker du faktiskt låta Tom att göra det?
Såg du någon?
Tom kan simma mycket snabbare än Mary.
Varför sa du ja?
Varför sa du nej?
Skickade du dem?
